import 'server-only';
import { unstable_cache } from 'next/cache';
import { LISTINGS_FRESH_SECONDS, LISTINGS_TAG, SHARE_PREVIEWS_TAG } from '@/lib/cache/tags';
import { checkPreviewRenderLimit } from '@/lib/rate-limit/render-rate-limit';

/** What a preview route found for its link, before drawing anything. */
export type PreviewPlan =
  | { kind: 'image'; draw: () => Promise<Buffer> }
  /** The link names something the index does not know (a typed text, an unknown city): the generic card. */
  | { kind: 'generic' }
  | { kind: 'not-found' };

export type SharePreview =
  /** `drawn`: on this request, rather than read from the cache. */
  | { kind: 'image'; jpeg: Buffer; drawn: boolean }
  | { kind: 'generic'; reason: 'unknown' | 'render-limit' }
  | { kind: 'not-found' };

/** Raised inside the cached read, so an answer without an image of its own is never kept. */
class NoImageOfItsOwn extends Error {
  constructor(readonly answer: Exclude<SharePreview, { kind: 'image' }>) {
    super('no preview image of its own');
  }
}

/**
 * A link preview of a search or a shortlist, by its key (the canonical form of what it previews),
 * from the data cache (as brochures are kept) within PREVIEW_CACHE_ENTRIES of its own, purged with
 * the listings. Only an image not drawn yet counts against the client's PREVIEW_RENDER_LIMIT, and only
 * once the link proves to have one; past the limit, and for a link without one, the answer is the
 * generic card, and nothing is kept.
 */
export async function readSharePreview(
  key: readonly string[],
  requestHeaders: Headers,
  plan: () => Promise<PreviewPlan>,
): Promise<SharePreview> {
  let drawn = false;
  const read = unstable_cache(
    async () => {
      const found = await plan();
      if (found.kind === 'not-found') throw new NoImageOfItsOwn({ kind: 'not-found' });
      if (found.kind === 'generic') throw new NoImageOfItsOwn({ kind: 'generic', reason: 'unknown' });
      const { allowed } = await checkPreviewRenderLimit(requestHeaders);
      if (!allowed) throw new NoImageOfItsOwn({ kind: 'generic', reason: 'render-limit' });
      const jpeg = await found.draw();
      drawn = true;
      return { base64: jpeg.toString('base64') };
    },
    ['share-preview', ...key],
    { revalidate: LISTINGS_FRESH_SECONDS, tags: [LISTINGS_TAG, SHARE_PREVIEWS_TAG] },
  );
  try {
    const { base64 } = await read();
    return { kind: 'image', jpeg: Buffer.from(base64, 'base64'), drawn };
  } catch (error) {
    if (error instanceof NoImageOfItsOwn) return error.answer;
    throw error;
  }
}
