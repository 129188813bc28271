import type { IndexedPropertyRecord, PropertyRecord } from './wire-types';

/**
 * The fields a listing sync computes for every record of a property index (property aggregates
 * ranking figures and places, `lib/search/admin/property-aggregates.ts`): derived, so a comparison of
 * listings or a feed leaves them out.
 */
const COMPUTED_FIELDS: Record<Exclude<keyof IndexedPropertyRecord, keyof PropertyRecord>, true> = {
  property_price_from: true,
  property_gla_min: true,
  property_gla_max: true,
  property_unit_count: true,
  property_has_price: true,
  property_unit_categories: true,
  property_brokers: true,
  property_units: true,
  property_updated_timestamp: true,
  property_available_timestamp: true,
  has_price: true,
  updated_timestamp: true,
  suburb_city: true,
  city_province: true,
  available_timestamp: true,
};

const COMPUTED = new Set<string>(Object.keys(COMPUTED_FIELDS));

/** A stored record without what the sync computed: the listing as its feed gives it. */
export function withoutComputedFields(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([field]) => !COMPUTED.has(field)));
}

/** JSON with object keys sorted, so that two records with the same content compare equal as text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
