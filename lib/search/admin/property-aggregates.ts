import { publicConfig } from '@/lib/config';
import { placeFacetValue } from '@/lib/search/place-facets';
import { toAvailableTimestamp } from '@/lib/listings/availability';
import type {
  IndexedPropertyRecord,
  PropertyAggregates,
  PropertyRecord,
  PropertyUnit,
} from '@/lib/listings/wire-types';

const NO_UNITS: PropertyAggregates = {
  property_price_from: 0,
  property_gla_min: 0,
  property_gla_max: 0,
  property_unit_count: 0,
  property_has_price: false,
  property_unit_categories: [],
  property_brokers: [],
  property_units: [],
  property_updated_timestamp: 0,
  property_available_timestamp: 0,
};

function distinctValues(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))].sort();
}

/**
 * The most entries of `property_units` a record carries: about 4 KB, so that a record stays well
 * inside hosted Algolia's smallest record size limit (10 KB).
 */
export const MAX_UNIT_ENTRIES = 100;

/** The units of a property in the compact form a card folds its matching units from, alike units counted once. */
function unitsOf(group: readonly PropertyRecord[], categories: string[], brokers: string[]): PropertyUnit[] {
  const entries = new Map<string, PropertyUnit>();
  for (const record of group) {
    const unit: PropertyUnit = [
      record.gross_price,
      record.min_gla,
      record.max_gla,
      categories.indexOf(record.unit_category),
      categories.indexOf(record.property_category),
      brokers.indexOf(record.broker),
      1,
      availableTimestampOf(record),
    ];
    const key = [...unit.slice(0, 6), unit[7]].join();
    const alike = entries.get(key);
    if (alike) alike[6] += 1;
    else entries.set(key, unit);
  }
  return entries.size > MAX_UNIT_ENTRIES ? [] : [...entries.values()];
}

const availableTimestampOf = (record: PropertyRecord) =>
  toAvailableTimestamp(record.available_type, record.available_date);
const updatedTimestampOf = (record: PropertyRecord) => Math.floor(Date.parse(record.updated_at) / 1000);

function isListed(record: PropertyRecord, excludedContactKey: string): boolean {
  const contacts = [...record.property_responsibility, ...record.unit_responsibility];
  return contacts.every((contact) => contact.gmaven_contact_key !== excludedContactKey);
}

/**
 * Adds the property-level figures of `PropertyAggregates` (its units among them), `has_price` and the places the
 * search box suggests (`lib/search/place-facets.ts`), to each record of one
 * index. They describe what visitors can see: the records of the excluded contact (SPEC §9), which
 * every search filters out, count for nothing.
 */
export function withPropertyAggregates(
  records: readonly PropertyRecord[],
  excludedContactKey: string = publicConfig.excludedContactKey,
): IndexedPropertyRecord[] {
  const groups = new Map<string, PropertyRecord[]>();
  for (const record of records) {
    if (!isListed(record, excludedContactKey)) continue;
    const group = groups.get(record.property_gmaven_key);
    if (group) group.push(record);
    else groups.set(record.property_gmaven_key, [record]);
  }
  const aggregates = new Map<string, PropertyAggregates>();
  for (const [key, group] of groups) {
    const prices = group.map((record) => record.gross_price).filter((price) => price > 0);
    const categories = distinctValues(
      group.flatMap((record) => [record.unit_category, record.property_category]),
    );
    const brokers = distinctValues(group.map((record) => record.broker));
    aggregates.set(key, {
      property_price_from: prices.length > 0 ? Math.min(...prices) : 0,
      property_gla_min: Math.min(...group.map((record) => record.min_gla)),
      property_gla_max: Math.max(...group.map((record) => record.max_gla)),
      property_unit_count: group.length,
      property_has_price: prices.length > 0,
      property_unit_categories: categories,
      property_brokers: brokers,
      property_units: unitsOf(group, categories, brokers),
      property_updated_timestamp: Math.max(...group.map(updatedTimestampOf)),
      property_available_timestamp: Math.min(...group.map(availableTimestampOf)),
    });
  }
  return records.map((record) => ({
    ...record,
    ...(aggregates.get(record.property_gmaven_key) ?? NO_UNITS),
    has_price: record.gross_price > 0,
    updated_timestamp: updatedTimestampOf(record),
    available_timestamp: availableTimestampOf(record),
    suburb_city: placeFacetValue(record.suburb, record.city),
    city_province: placeFacetValue(record.city, record.province),
  }));
}
