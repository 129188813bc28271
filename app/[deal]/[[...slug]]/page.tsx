import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { LandingView } from '@/components/listings/landing-view';
import { PropertyView } from '@/components/property/property-view';
import { JsonLd } from '@/components/seo/json-ld';
import { buildLandingPath } from '@/lib/format/property-path';
import { describeLanding } from '@/lib/search/landing';
import { getListingPageParams } from '@/lib/search/listing-page-params';
import { loadPropertyPage } from '@/lib/search/property-page-data';
import { buildPropertyJsonLd } from '@/lib/seo/property-json-ld';
import { NOT_FOUND_METADATA } from '@/lib/site-metadata';

export const generateStaticParams = getListingPageParams;

interface PropertyPageProps {
  params: Promise<{ deal: string; slug?: string[] }>;
}

function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

export async function generateMetadata({ params }: PropertyPageProps): Promise<Metadata> {
  const { deal, slug = [] } = await params;
  const data = await loadPropertyPage(deal, slug);
  if (data.kind === 'not-found') return NOT_FOUND_METADATA;
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
    ? [{ url: `${image.src}?w=1200`, width: 1200, height: 800, alt: image.alt }]
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

export default async function PropertyPage({ params }: PropertyPageProps) {
  const { deal, slug = [] } = await params;
  const data = await loadPropertyPage(deal, slug);
  switch (data.kind) {
    case 'redirect':
      return permanentRedirect(data.to);
    case 'not-found':
      return notFound();
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
