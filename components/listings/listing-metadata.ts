import type { Metadata } from 'next';
import {
  buildLandingPath,
  describeLanding,
  describeLandingResults,
  getLandingSummary,
  getListingPage,
  isListingsError,
  type LandingFilters,
  type ListingPage,
} from '@/lib/listings';
import { imageUrlAtWidth, SHARED_IMAGE_WIDTH } from '@/lib/images/loader';
import { SHARE_IMAGE_SIZE, landingShareImagePath } from '@/lib/og/share-image-paths';
import { NOT_FOUND_METADATA } from '@/lib/site-metadata';

/** The metadata of landing, property and unit pages (components/listings/listing-route.tsx). */

function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

/** The page's data, or null where no listing is. */
export async function findListingPage(deal: string, slug: string[]): Promise<ListingPage | null> {
  try {
    return await getListingPage(deal, slug);
  } catch (error) {
    if (isListingsError(error) && error.code === 'not_found') return null;
    throw error;
  }
}

/** "24 offices to let in Sandton CBD, Johannesburg · from R150.00 per m²"; null while search cannot say. */
async function describeLandingLink(filters: LandingFilters): Promise<string | null> {
  try {
    return describeLandingResults(filters, await getLandingSummary(filters));
  } catch (error) {
    if (isListingsError(error) && error.code === 'unavailable') return null;
    throw error;
  }
}

/** A landing page's metadata: a link to it previews it in words and an image (app/og/listings). */
async function generateLandingMetadata(
  filters: LandingFilters,
  page: number,
  total: number,
): Promise<Metadata> {
  const title = describeLanding(filters);
  const path = buildLandingPath({ ...filters, page });
  const description = `${total} ${title.toLowerCase()}: browse listings with prices, GLA and broker contacts.`;
  const metadata: Metadata = {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { url: path, title },
  };
  const words = await describeLandingLink(filters);
  if (words === null) return metadata;
  const image = { url: landingShareImagePath(buildLandingPath(filters)), ...SHARE_IMAGE_SIZE, alt: words };
  const shared = `${words}. Photos, prices, GLA and the broker of every listing.`;
  return {
    ...metadata,
    openGraph: { type: 'website', url: path, title: words, description: shared, images: [image] },
    twitter: { card: 'summary_large_image', title: words, description: shared, images: [image.url] },
  };
}

export async function generateListingMetadata(deal: string, slug: string[]): Promise<Metadata> {
  const data = await findListingPage(deal, slug);
  if (!data) return NOT_FOUND_METADATA;
  if (data.kind === 'redirect') return {};
  if (data.kind === 'landing')
    return generateLandingMetadata(data.filters, data.listings.page, data.listings.total);
  const { property, unit } = data;
  const name = unit ? `${unit.unitId}, ${property.name}` : property.name;
  const path = unit?.href ?? property.href;
  const description = clip(
    (
      unit?.description ||
      property.description ||
      property.heading ||
      `${property.category} property in ${property.suburb}, ${property.city}.`
    ).replace(/\s+/g, ' '),
    160,
  );
  const image = property.images[0];
  const images = image
    ? [{ url: imageUrlAtWidth(image.src), width: SHARED_IMAGE_WIDTH, height: 800, alt: image.alt }]
    : undefined;
  return {
    title: name,
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', url: path, title: name, description, images },
    twitter: {
      card: 'summary_large_image',
      title: name,
      description,
      images: images?.map((entry) => entry.url),
    },
  };
}
