import { renderShareImage, shareImageResponse } from '@/components/og/render-share-image';
import { isListingsError } from '@/lib/listings';
import { notFoundImage, unavailableImage } from '@/lib/og/share-image-answers';
import { describeShortlist, describeShortlistListings } from '@/lib/shortlist/describe-shortlist';
import { readSharedShortlist } from '@/lib/shortlist/shared-shortlist';

/**
 * The link preview of a shared shortlist, kept in Next's cache within the bound of search pages;
 * a list that names no listing has none (a 404 the cache does not keep).
 */
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams(): Array<{ ids: string }> {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ ids: string }> }) {
  try {
    const shortlist = await readSharedShortlist((await params).ids);
    if (shortlist.kind === 'not-found') return notFoundImage();
    const image = await renderShareImage(
      {
        eyebrow: 'Shortlist',
        headline: describeShortlist(shortlist.listings),
        detail: describeShortlistListings(shortlist.listings),
      },
      shortlist.listings[0]?.card.images[0]?.src,
    );
    return shareImageResponse(image);
  } catch (error) {
    if (isListingsError(error)) return unavailableImage();
    throw error;
  }
}
