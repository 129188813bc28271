import { describe, expect, it } from 'vitest';
import { MAX_UNIT_ENTRIES, withPropertyAggregates } from '@/lib/search/admin/property-aggregates';
import { foldMatchingUnits } from '@/lib/search/unit-figures';
import { generateSampleListings, SAMPLE_EXCLUDED_CONTACT_KEY } from '@/lib/embedded/sample/listings';
import { toAvailableTimestamp } from '@/lib/listings/availability';
import type { PropertyRecord } from '@/lib/listings/wire-types';

const listings = generateSampleListings();
const [first] = listings.rent;
if (!first) throw new Error('no sample listings');
const EXCLUDED = SAMPLE_EXCLUDED_CONTACT_KEY;

function unit(n: number, fields: Partial<PropertyRecord> = {}): PropertyRecord {
  return { ...first, objectID: `unit-${n}`, gmaven_mapped_key: `unit-${n}`, ...fields } as PropertyRecord;
}

describe('property_units', () => {
  it('carries each listed unit of the property on every record, its figures read back as stored', () => {
    const records = withPropertyAggregates(listings.rent, EXCLUDED);
    const record = records.find((candidate) => candidate.property_unit_count > 3);
    if (!record) throw new Error('no property of several units');
    const siblings = records.filter((other) => other.property_gmaven_key === record.property_gmaven_key);
    expect(new Set(siblings.map((sibling) => JSON.stringify(sibling.property_units))).size).toBe(1);
    expect(foldMatchingUnits(record, [])).toEqual({
      count: record.property_unit_count,
      price_from: record.property_price_from,
      gla_min: record.property_gla_min,
      gla_max: record.property_gla_max,
      available_timestamp: record.property_available_timestamp,
    });
  });

  it('leaves the excluded contact’s units out, and counts alike units as one entry', () => {
    const hidden = {
      ...first.unit_responsibility[0],
      gmaven_contact_key: EXCLUDED,
    } as PropertyRecord['unit_responsibility'][number];
    const [record] = withPropertyAggregates(
      [unit(1), unit(2), unit(3, { gross_price: 999 }), unit(4, { unit_responsibility: [hidden] })],
      EXCLUDED,
    );
    expect(record?.property_units).toHaveLength(2);
    expect(record?.property_units.map((entry) => entry[6])).toEqual([2, 1]);
    expect(record?.property_units[1]?.[0]).toBe(999);
  });

  it(`carries none for a property of more than ${MAX_UNIT_ENTRIES} kinds of unit`, () => {
    const many = Array.from({ length: MAX_UNIT_ENTRIES + 1 }, (_, n) => unit(n, { min_gla: 100 + n }));
    const [record] = withPropertyAggregates(many, EXCLUDED);
    expect(record?.property_units).toEqual([]);
    expect(record?.property_unit_count).toBe(MAX_UNIT_ENTRIES + 1);
    expect(withPropertyAggregates(many.slice(1), EXCLUDED)[0]?.property_units).toHaveLength(MAX_UNIT_ENTRIES);
  });
});

describe('places', () => {
  it('carries each record’s suburb with its city, and its city with its province', () => {
    const [record] = withPropertyAggregates(
      [unit(1, { suburb: 'Glenmore', city: 'Port Edward', province: 'KwaZulu-Natal' })],
      EXCLUDED,
    );
    expect(record?.suburb_city).toBe('Glenmore, Port Edward');
    expect(record?.city_province).toBe('Port Edward, KwaZulu-Natal');
  });
});

describe('freshness figures', () => {
  it('stamps each record with when it can be occupied, and its property with the latest update and the first space', () => {
    const records = withPropertyAggregates(
      [
        unit(1, {
          available_type: 'Notice',
          available_date: '2027-02-01',
          updated_at: '2026-11-20T08:00:00Z',
        }),
        unit(2, { available_type: 'Date', available_date: '2027-03-01', updated_at: '2026-12-03T09:30:00Z' }),
        unit(3, { available_type: 'Date', available_date: '2027-01-01', updated_at: '2026-10-01T12:00:00Z' }),
      ],
      EXCLUDED,
    );
    expect(records.map((record) => record.available_timestamp)).toEqual([
      toAvailableTimestamp('Notice', '2027-02-01'),
      Date.parse('2027-03-01T00:00:00+02:00') / 1000,
      Date.parse('2027-01-01T00:00:00+02:00') / 1000,
    ]);
    for (const record of records) {
      expect(record.property_updated_timestamp).toBe(Date.parse('2026-12-03T09:30:00Z') / 1000);
      expect(record.property_available_timestamp).toBe(Date.parse('2027-01-01T00:00:00+02:00') / 1000);
    }
  });
});
