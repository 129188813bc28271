import { notFound, permanentRedirect } from 'next/navigation';
import { PropertyView } from '@/components/property/property-view';
import { JsonLd } from '@/components/seo/json-ld';
import { dealSegment, type DealType } from '@/lib/deal';
import { getSiteChrome, isContentError } from '@/lib/content';
import { getListingPageParams } from '@/lib/listings';
import { buildPropertyJsonLd } from '@/lib/seo/property-json-ld';
import { LandingView } from './landing-view';
import { findListingPage, generateListingMetadata } from './listing-metadata';

export interface ListingRouteProps {
  params: Promise<{ slug?: string[] }>;
}

/**
 * The company's desk number for listings whose brokers give no cell number. Without the content
 * service the layout marks the page incomplete (never cached), so leaving it out here is safe.
 */
async function readDeskPhone(): Promise<string | null> {
  try {
    return (await getSiteChrome()).company.headOffice.phone || null;
  } catch (error) {
    if (isContentError(error)) return null;
    throw error;
  }
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
            deskPhone={await readDeskPhone()}
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
