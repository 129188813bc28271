import { publicConfig } from '@/lib/config';
import type { IndexedPropertyRecord, PropertyAggregates, PropertyRecord } from '@/lib/listings/wire-types';

const NO_UNITS: PropertyAggregates = {
  property_price_from: 0,
  property_gla_min: 0,
  property_gla_max: 0,
  property_unit_count: 0,
  property_has_price: false,
  property_unit_categories: [],
  property_brokers: [],
};

function distinctValues(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))].sort();
}

function isListed(record: PropertyRecord, excludedContactKey: string): boolean {
  const contacts = [...record.property_responsibility, ...record.unit_responsibility];
  return contacts.every((contact) => contact.gmaven_contact_key !== excludedContactKey);
}

/**
 * Adds the property-level figures of `PropertyAggregates`, and `has_price`, to each record of one
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
    aggregates.set(key, {
      property_price_from: prices.length > 0 ? Math.min(...prices) : 0,
      property_gla_min: Math.min(...group.map((record) => record.min_gla)),
      property_gla_max: Math.max(...group.map((record) => record.max_gla)),
      property_unit_count: group.length,
      property_has_price: prices.length > 0,
      property_unit_categories: distinctValues(
        group.flatMap((record) => [record.unit_category, record.property_category]),
      ),
      property_brokers: distinctValues(group.map((record) => record.broker)),
    });
  }
  return records.map((record) => ({
    ...record,
    ...(aggregates.get(record.property_gmaven_key) ?? NO_UNITS),
    has_price: record.gross_price > 0,
    updated_timestamp: Math.floor(Date.parse(record.updated_at) / 1000),
  }));
}
