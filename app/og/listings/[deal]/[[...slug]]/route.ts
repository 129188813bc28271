import { renderShareImage, shareImageResponse } from '@/components/og/render-share-image';
import { dealLabel } from '@/lib/deal';
import {
  buildLandingPath,
  describeLandingResults,
  getLandingSummary,
  getListingPage,
  isListingsError,
} from '@/lib/listings';
import { notFoundImage, unavailableImage } from '@/lib/og/share-image-answers';

/**
 * The link preview of a landing page (`/og/listings/to-let/office/johannesburg`). Next's
 * opengraph-image file convention cannot sit under the listing routes' catch-all segment
 * (vercel/next.js#49630), so landing pages name this route in their metadata instead. Only a
 * landing page's own path has an image: a property, another spelling or nothing is a 404.
 */
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams(): Array<{ deal: string; slug?: string[] }> {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ deal: string; slug?: string[] }> },
) {
  const { deal, slug = [] } = await params;
  try {
    const page = await getListingPage(deal, slug);
    if (page.kind !== 'landing' || page.listings.page !== 1) return notFoundImage();
    if (buildLandingPath(page.filters) !== `/${[deal, ...slug].join('/')}`) return notFoundImage();
    const summary = await getLandingSummary(page.filters);
    const image = await renderShareImage(
      {
        eyebrow: dealLabel(page.filters.dealType),
        headline: describeLandingResults(page.filters, summary),
        detail: 'Photos, prices, GLA and the broker of every listing',
      },
      summary.photo?.src,
    );
    return shareImageResponse(image);
  } catch (error) {
    if (isListingsError(error) && error.code === 'not_found') return notFoundImage();
    if (isListingsError(error)) return unavailableImage();
    throw error;
  }
}
