import { unstable_cache } from 'next/cache';
import { renderBrochure } from '@/components/brochure/render-brochure';
import { brochurePath } from '@/lib/brochures/brochure-path';
import { findBrochurePage, loadBrochureSource } from '@/lib/brochures/brochure-source';
import { LISTINGS_FRESH_SECONDS, LISTINGS_TAG, propertyTag } from '@/lib/cache/tags';
import { isListingsError, type PropertyDetail, type UnitSummary } from '@/lib/listings';
import { checkBrochureRenderLimit } from '@/lib/rate-limit/render-rate-limit';
import { relativeRedirect } from '@/lib/http/relative-redirect';
import { absoluteUrl } from '@/lib/site-metadata';

interface MadeBrochure {
  /** The data cache keeps JSON: the PDF travels as base64. */
  base64: string;
  fileName: string;
}

/** Raised inside the cached read, so a refusal is never kept: the brochure is made on a later request. */
class RenderLimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('brochure render limit reached');
  }
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/**
 * The PDF, kept in Next's data cache under the page's own path and tags: a listing sync that
 * purges the page purges its brochure, and only pages that exist ever get an entry.
 */
function makeBrochure(
  property: PropertyDetail,
  unit: UnitSummary | undefined,
  requestHeaders: Headers,
): Promise<MadeBrochure> {
  const page = unit?.href ?? property.href;
  const propertySlug = property.href.split('/').at(-1) ?? '';
  const read = unstable_cache(
    async () => {
      // Only a brochure not made yet counts against the client's limit.
      const { allowed, retryAfterSeconds } = await checkBrochureRenderLimit(requestHeaders);
      if (!allowed) throw new RenderLimitReached(retryAfterSeconds);
      const source = await loadBrochureSource(property, unit);
      const bytes = await renderBrochure(source);
      return { base64: bytes.toString('base64'), fileName: source.facts.fileName };
    },
    ['brochure', page],
    { revalidate: LISTINGS_FRESH_SECONDS, tags: [LISTINGS_TAG, propertyTag(propertySlug)] },
  );
  return read();
}

/**
 * `/{deal}/{…}/brochure.pdf` (next.config.ts rewrites it here): the brochure of a property or unit
 * page, made on the server. Any other path is a 404; another spelling of a page redirects to its
 * brochure; a search service that cannot answer is a 503.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ deal: string; slugs: string[] }> },
) {
  const { deal, slugs } = await params;
  try {
    const page = await findBrochurePage(deal, slugs);
    if (page.kind === 'not-found') return text(404, 'No property or unit has this brochure.');
    if (page.kind === 'redirect') return relativeRedirect(brochurePath(page.to));
    const { property, unit } = page;
    const made = await makeBrochure(property, unit, request.headers);
    const bytes = Buffer.from(made.base64, 'base64');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${made.fileName}"`,
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': `public, max-age=0, s-maxage=${LISTINGS_FRESH_SECONDS}, stale-while-revalidate=86400`,
        Link: `<${absoluteUrl(brochurePath(unit?.href ?? property.href))}>; rel="canonical"`,
      },
    });
  } catch (error) {
    if (error instanceof RenderLimitReached) {
      return text(
        429,
        'You have opened many new brochures in a short time. Please try this one again in a minute.',
        {
          'Retry-After': String(error.retryAfterSeconds),
        },
      );
    }
    if (isListingsError(error) && error.code === 'not_found') {
      return text(404, 'No property or unit has this brochure.');
    }
    if (isListingsError(error)) {
      return text(503, 'Brochures are unavailable just now. Please try again in a minute.', {
        'Retry-After': '60',
      });
    }
    throw error;
  }
}
