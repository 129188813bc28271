import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { PropertyView } from '@/components/property/property-view';
import { JsonLd } from '@/components/seo/json-ld';
import { dealSegment, type DealType } from '@/lib/deal';
import {
  buildLandingPath,
  describeLanding,
  getListingPage,
  getListingPageParams,
  isListingsError,
  type ListingPage,
} from '@/lib/listings';
import { buildPropertyJsonLd } from '@/lib/seo/property-json-ld';
import { NOT_FOUND_METADATA } from '@/lib/site-metadata';
import { LandingView } from './landing-view';
import { imageUrlAtWidth, SHARED_IMAGE_WIDTH } from '@/lib/images/loader';

export interface ListingRouteProps {
  params: Promise<{ slug?: string[] }>;
}

function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

/** The page's data, or null where no listing is. */
async function findListingPage(deal: string, slug: string[]): Promise<ListingPage | null> {
  try {
    return await getListingPage(deal, slug);
  } catch (error) {
    if (isListingsError(error) && error.code === 'not_found') return null;
    throw error;
  }
}

async function generateListingMetadata(deal: string, slug: string[]): Promise<Metadata> {
  const data = await findListingPage(deal, slug);
  if (!data) return NOT_FOUND_METADATA;
  if (data.kind === 'redirect') return {};
  if (data.kind === 'landing') {
    const title = describeLanding(data.filters);
    const path = buildLandingPath({ ...data.filters, page: data.listings.page });
    return {
      title,
      description: `${data.listings.total} ${title.toLowerCase()}: browse listings with prices, GLA and broker contacts.`,
      alternates: { canonical: path },
      openGraph: { url: path, title },
    };
  }
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

async function ListingRoutePage({ deal, slug }: { deal: string; slug: string[] }) {
  const data = await findListingPage(deal, slug);
  if (!data) notFound();
  switch (data.kind) {
    case 'redirect':
      return permanentRedirect(data.to);
    case 'landing':
      return <LandingView filters={data.filters} listings={data.listings} crumbs={data.crumbs} />;
    case 'property':
      return (
        <>
          <JsonLd data={buildPropertyJsonLd(data.property, data.unit)} />
          <PropertyView
            property={data.property}
            unit={data.unit}
            crumbs={data.crumbs}
            related={data.related}
          />
        </>
      );
  }
}

/**
 * The route of one deal type (app/to-let/[[...slug]], app/for-sale/[[...slug]]): its landing,
 * property and unit pages, prerendered from the listings known at build and generated on first
 * request for the rest. Other spellings and malformed paths never reach it: proxy.ts answers them.
 */
export function createListingRoute(dealType: DealType) {
  const deal = dealSegment(dealType);
  return {
    generateStaticParams: async () =>
      (await getListingPageParams()).filter((params) => params.deal === deal).map(({ slug }) => ({ slug })),
    generateMetadata: async ({ params }: ListingRouteProps) =>
      generateListingMetadata(deal, (await params).slug ?? []),
    Page: async function Page({ params }: ListingRouteProps) {
      return <ListingRoutePage deal={deal} slug={(await params).slug ?? []} />;
    },
  };
}
