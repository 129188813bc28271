import {
  genericShareImageResponse,
  renderShareImage,
  shareImageResponse,
} from '@/components/og/render-share-image';
import { relativeRedirect } from '@/lib/http/relative-redirect';
import { isListingsError } from '@/lib/listings';
import { notFoundImage, unavailableImage } from '@/lib/og/share-image-answers';
import { shortlistShareImagePath } from '@/lib/og/share-image-paths';
import { readSharePreview } from '@/lib/og/share-preview-cache';
import { describeShortlist, describeShortlistListings } from '@/lib/shortlist/describe-shortlist';
import { parseShortlistSegment, previewShortlistSegment } from '@/lib/shortlist/listing-id';
import { readSharedShortlist } from '@/lib/shortlist/shared-shortlist';

/**
 * The link preview of a shared shortlist, one per set of ids whatever their order: any other order
 * redirects to the sorted one, which is drawn on its first request within the client's render limit
 * and kept within the bound of previews (lib/og/share-preview-cache.ts). A list that names no listing
 * has none (a 404, kept by nobody).
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ ids: string }> }) {
  const { ids: segment } = await params;
  const parsed = parseShortlistSegment(segment);
  if (parsed.kind === 'invalid') return notFoundImage();
  const sorted = previewShortlistSegment(parsed.ids);
  // Parsed, so it decodes.
  if (decodeURIComponent(segment) !== sorted) return relativeRedirect(shortlistShareImagePath(sorted));
  try {
    const preview = await readSharePreview(['shortlist', sorted], request.headers, async () => {
      const shortlist = await readSharedShortlist(sorted);
      if (shortlist.kind === 'not-found') return { kind: 'not-found' };
      const content = {
        eyebrow: 'Shortlist',
        headline: describeShortlist(shortlist.listings),
        detail: describeShortlistListings(shortlist.listings),
      };
      return {
        kind: 'image',
        draw: () => renderShareImage(content, shortlist.listings[0]?.card.images[0]?.src),
      };
    });
    if (preview.kind === 'image') {
      return shareImageResponse(preview.jpeg, { 'X-Preview-Cache': preview.drawn ? 'MISS' : 'HIT' });
    }
    if (preview.kind === 'not-found') return notFoundImage();
    return genericShareImageResponse('not-kept');
  } catch (error) {
    if (isListingsError(error)) return unavailableImage();
    throw error;
  }
}
