import { absoluteUrl } from '@/lib/site-metadata';
import type { PropertyDetail, UnitSummary } from '@/lib/listings';
import { imageUrlAtWidth } from '@/lib/images/loader';

/** schema.org RealEstateListing with its Offer and the Place's address and geo. */
export function buildPropertyJsonLd(property: PropertyDetail, unit?: UnitSummary): Record<string, unknown> {
  const url = absoluteUrl(unit?.href ?? property.href);
  const price = unit?.grossPrice ?? property.grossPrice;
  const name = unit ? `${unit.unitId}, ${property.name}` : property.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name,
    url,
    description: (unit?.description || property.description || property.heading).slice(0, 500),
    image: property.images.map((image) => absoluteUrl(imageUrlAtWidth(image.src))),
    dateModified: property.updatedAt,
    identifier: property.webRef,
    offers: {
      '@type': 'Offer',
      businessFunction:
        property.dealType === 'toLet'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
      priceCurrency: 'ZAR',
      ...(price > 0
        ? {
            price: price.toFixed(2),
            ...(property.dealType === 'toLet'
              ? {
                  priceSpecification: {
                    '@type': 'UnitPriceSpecification',
                    price: price.toFixed(2),
                    priceCurrency: 'ZAR',
                    unitText: 'per m² per month',
                  },
                }
              : {}),
          }
        : {}),
      availability: 'https://schema.org/InStock',
      url,
    },
    contentLocation: {
      '@type': 'Place',
      name: property.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: property.streetAddress,
        addressLocality: property.suburb,
        addressRegion: property.province,
        addressCountry: 'ZA',
      },
      ...(property.location
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: property.location.lat,
              longitude: property.location.lng,
            },
          }
        : {}),
    },
  };
}
