import type { DealType } from '@/lib/deal';
import { formatGla } from '@/lib/format/gla';
import { formatPrice } from '@/lib/format/price';
import { buildPropertyPath } from '@/lib/listings/paths';
import { toListingId } from '@/lib/shortlist/listing-id';
import type { GeoPoint, IndexedPropertyRecord } from '@/lib/listings/wire-types';

/** One property on the results map, with what its pin's card shows. */
export interface ResultPin {
  id: string;
  name: string;
  href: string;
  location: GeoPoint;
  category: string;
  place: string;
  price: string;
  gla: string;
  /** The property's shortlist id (lib/shortlist/listing-id.ts); null when it has no web ref. */
  shortlistId: string | null;
}

/**
 * What the map's query retrieves: a pin needs a fraction of a card, so the map can place every
 * result (up to MAX_PINS) for less than one page of cards weighs.
 */
export const PIN_ATTRIBUTES = [
  'property_gmaven_key',
  'property_name',
  'property_slug',
  'dealType',
  'property_category',
  'city',
  'suburb',
  '_geoloc',
  'gross_price',
  'min_gla',
  'max_gla',
  'property_price_from',
  'property_gla_min',
  'property_gla_max',
  'property_unit_count',
  'web_ref',
] as const;

/** Hosted Algolia's largest page: the results map shows at most this many properties. */
export const MAX_PINS = 1000;

export type PinHit = Pick<IndexedPropertyRecord, 'objectID' | (typeof PIN_ATTRIBUTES)[number]>;

function isGeoPoint(value: unknown): value is GeoPoint {
  const point = value as GeoPoint | undefined;
  return (
    typeof point?.lat === 'number' &&
    typeof point.lng === 'number' &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/** A hit as a pin; null for a property without coordinates, which the list still shows. */
export function toResultPin(hit: PinHit): ResultPin | null {
  if (!isGeoPoint(hit._geoloc)) return null;
  const units = hit.property_unit_count ?? 1;
  const several = units > 1;
  const dealType: DealType = hit.dealType;
  return {
    id: hit.property_gmaven_key,
    name: hit.property_name,
    href: buildPropertyPath({
      dealType,
      category: hit.property_category,
      city: hit.city,
      suburb: hit.suburb,
      propertySlug: hit.property_slug,
    }),
    location: { lat: hit._geoloc.lat, lng: hit._geoloc.lng },
    category: hit.property_category,
    place: [hit.suburb, hit.city].filter(Boolean).join(', '),
    price: formatPrice({
      deal: dealType,
      grossPrice: several ? (hit.property_price_from ?? hit.gross_price) : hit.gross_price,
      unitCount: units,
    }),
    gla: several
      ? formatGla(hit.property_gla_min ?? hit.min_gla, hit.property_gla_max ?? hit.max_gla)
      : formatGla(hit.min_gla, hit.max_gla),
    shortlistId: hit.web_ref ? toListingId(hit.web_ref) : null,
  };
}
