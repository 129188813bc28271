import { renderShareImage, shareImageResponse } from '@/components/og/render-share-image';
import { dependOnListings } from '@/lib/cache/listings-dependency';
import { describeSearchResults } from '@/lib/search/wording/describe-results';
import { summarizeSearch } from '@/lib/search/wording/results-summary';
import { isCanonicalSearchDocumentSegment, readSearchDocumentSegment } from '@/lib/search/search-document';
import { notFoundImage, unavailableImage } from '@/lib/og/share-image-answers';
import { isSearchError } from '@/lib/search/server';

/**
 * The link preview of a /search state, at the key of its cached document: kept in Next's cache
 * like the document (within the same bound), drawn on its first request. Only the canonical key
 * has an image; any other spelling is a 404, which the cache does not keep.
 */
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams(): Array<{ state: string }> {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ state: string }> }) {
  const { state: segment } = await params;
  if (!isCanonicalSearchDocumentSegment(segment)) return notFoundImage();
  const { state } = readSearchDocumentSegment(segment);
  try {
    await dependOnListings();
    const summary = await summarizeSearch(state);
    const image = await renderShareImage(
      {
        eyebrow: 'Property search',
        headline: describeSearchResults(state, summary),
        detail: 'Photos, prices, GLA and the broker of every listing',
      },
      summary.photo?.src,
    );
    return shareImageResponse(image);
  } catch (error) {
    if (isSearchError(error)) return unavailableImage();
    throw error;
  }
}
