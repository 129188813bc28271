import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { parsePropertyImageId } from '@/lib/embedded/sample/illustrations/ids';
import { NODES } from '@/lib/places/nodes';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import {
  generateSampleListings,
  SAMPLE_EXCLUDED_CONTACT_KEY,
  type SampleListings,
} from '@/lib/embedded/sample/listings';

const contactSchema = z.strictObject({
  gmaven_contact_key: z.string().min(1),
  name: z.string().min(1),
  job_title: z.string().min(1),
  cell: z.string().regex(/^0\d{2} 555 \d{4}$/),
  telephone: z.string().regex(/^0\d{2} 555 \d{4}$/),
  email: z.string().regex(/^[a-z.]+@ridgewaycommercial\.co\.za$/),
  image: z.string().regex(/^\/images\/people\/[a-z0-9-]+\.webp$/),
});

const recordSchema = z.strictObject({
  objectID: z.string().min(1),
  gmaven_mapped_key: z.string().min(1),
  property_gmaven_key: z.string().min(1),
  property_name: z.string().min(1),
  property_slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  unit_slug: z.string().regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/),
  unit_id: z.string(),
  dealType: z.enum(['toLet', 'forSale']),
  property_type: z.enum(['property', 'property_unit']),
  property_category: z.string().min(1),
  property_sub_category: z.string().min(1),
  unit_category: z.string().min(1),
  property_images: z
    .array(
      z.strictObject({
        image_id: z.string(),
        image_path_url: z.string(),
        type: z.enum(['exterior', 'interior', 'floor_plan']),
      }),
    )
    .min(3)
    .max(6),
  best_image: z.string().regex(/^\/images\/properties\/p-\d{4,}-[a-z]+-ext-1\.webp$/),
  gross_price: z.number().nonnegative(),
  net_price: z.number().nonnegative(),
  min_gla: z.number().int().positive(),
  max_gla: z.number().int().positive(),
  total_property_gla: z.number().int().positive(),
  hasSpecialDeals: z.boolean(),
  special_deals: z.string(),
  marketing: z.strictObject({
    property_marketing_heading: z.string().min(1),
    property_marketing_description: z.string(),
    unit_marketing_heading: z.string(),
    unit_marketing_description: z.string(),
  }),
  property_responsibility: z.array(contactSchema).min(1),
  unit_responsibility: z.array(contactSchema),
  broker: z.string().min(1),
  web_ref: z.string().regex(/^RC-\d{5,}$/),
  street_address: z.string().regex(/^\d+ \S/),
  suburb: z.string().min(1),
  city: z.string().min(1),
  province: z.string().min(1),
  _geoloc: z.strictObject({ lat: z.number().min(-35).max(-22), lng: z.number().min(16).max(33) }).optional(),
  features: z.array(z.string().min(1)).min(4).max(10),
  parking: z.strictObject({
    bays: z.number().int().nonnegative(),
    ratio: z.number().nonnegative(),
    covered: z.number().int().nonnegative(),
    open: z.number().int().nonnegative(),
  }),
  available_date: z.iso.date(),
  available_type: z.enum(['Immediately', 'Date', 'Notice']),
  property_featured: z.boolean(),
  updated_at: z.iso.datetime(),
});

const PROVINCES: Readonly<Record<string, string>> = {
  Johannesburg: 'Gauteng',
  Ekurhuleni: 'Gauteng',
  Pretoria: 'Gauteng',
  Centurion: 'Gauteng',
  'Cape Town': 'Western Cape',
  Durban: 'KwaZulu-Natal',
  Gqeberha: 'Eastern Cape',
  'East London': 'Eastern Cape',
  Bloemfontein: 'Free State',
};

const share = (records: readonly PropertyRecord[], test: (record: PropertyRecord) => boolean): number =>
  records.filter(test).length / records.length;

const groupBy = (records: readonly PropertyRecord[]): Map<string, PropertyRecord[]> => {
  const groups = new Map<string, PropertyRecord[]>();
  for (const record of records) {
    const group = groups.get(record.property_gmaven_key);
    if (group) group.push(record);
    else groups.set(record.property_gmaven_key, [record]);
  }
  return groups;
};

const isExcluded = (record: PropertyRecord): boolean =>
  [...record.property_responsibility, ...record.unit_responsibility].some(
    (contact) => contact.gmaven_contact_key === SAMPLE_EXCLUDED_CONTACT_KEY,
  );

describe('generateSampleListings', () => {
  let data: SampleListings;
  let all: PropertyRecord[];

  beforeAll(() => {
    data = generateSampleListings();
    all = [...data.rent, ...data.buy];
  });

  it('is byte-identical for the same seed and differs for another seed', () => {
    const first = JSON.stringify(generateSampleListings({ seed: 7, rentUnits: 400 }));
    const second = JSON.stringify(generateSampleListings({ seed: 7, rentUnits: 400 }));
    const other = JSON.stringify(generateSampleListings({ seed: 8, rentUnits: 400 }));
    expect(second).toBe(first);
    expect(other).not.toBe(first);
  });

  it('produces the default volumes: ~1,500 units in ~400 properties and ~150 records for sale', () => {
    expect(data.rent).toHaveLength(1500);
    expect(groupBy(data.rent).size).toBeGreaterThanOrEqual(330);
    expect(groupBy(data.rent).size).toBeLessThanOrEqual(470);
    expect(data.buy).toHaveLength(150);
    expect(share(data.buy, (record) => record.property_type === 'property')).toBeGreaterThan(0.6);
    expect(data.buy.some((record) => record.property_type === 'property_unit')).toBe(true);
  });

  it('fills every field of every record with a value of the right type', () => {
    for (const record of all) expect(recordSchema.safeParse(record).error).toBeUndefined();
  });

  it('keeps to-let records as units and whole properties for sale without a unit', () => {
    for (const record of data.rent) {
      expect(record.dealType).toBe('toLet');
      expect(record.property_type).toBe('property_unit');
      expect(record.unit_id).not.toBe('');
      expect(record.unit_slug).not.toBe('');
    }
    for (const record of data.buy) {
      expect(record.dealType).toBe('forSale');
      expect(record.net_price).toBe(0);
      expect(Number.isInteger(record.gross_price)).toBe(true);
      expect(record.unit_id === '').toBe(record.property_type === 'property');
      expect(record.unit_slug === '').toBe(record.property_type === 'property');
    }
  });

  it('shares the property fields between the units of a property', () => {
    for (const units of groupBy(all).values()) {
      const [first] = units;
      expect(first).toBeDefined();
      for (const unit of units) {
        for (const field of [
          'property_name',
          'property_slug',
          'web_ref',
          'city',
          'suburb',
          'street_address',
          '_geoloc',
          'property_category',
          'best_image',
          'total_property_gla',
        ] as const) {
          expect(unit[field]).toEqual(first?.[field]);
        }
      }
      const vacant = units.reduce((sum, unit) => sum + unit.max_gla, 0);
      expect(first?.total_property_gla).toBeGreaterThanOrEqual(vacant);
    }
  });

  it('has unique object ids, web refs, names, slugs and unit slugs', () => {
    for (const records of [data.rent, data.buy]) {
      expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
    }
    const properties = [...groupBy(all).values()].map((units) => units[0]);
    const count = (values: readonly unknown[]): number => new Set(values).size;
    expect(count(properties.map((property) => property?.web_ref))).toBe(properties.length);
    expect(count(properties.map((property) => property?.property_name))).toBe(properties.length);
    expect(count(properties.map((property) => property?.property_slug))).toBe(properties.length);
    const paths = all.map((record) =>
      [
        record.dealType,
        record.property_category,
        record.city,
        record.suburb,
        record.property_slug,
        record.unit_slug,
      ].join('/'),
    );
    expect(count(paths)).toBe(all.length);
  });

  it('spreads listings over real cities, suburbs, categories and brokers', () => {
    const cities = new Set(all.map((record) => record.city));
    expect(cities.size).toBeGreaterThanOrEqual(6);
    for (const record of all) expect(record.province).toBe(PROVINCES[record.city]);
    expect(new Set(all.map((record) => record.suburb)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((record) => record.property_category)).size).toBeGreaterThanOrEqual(6);
    expect(data.contacts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((record) => record.broker)).size).toBeGreaterThanOrEqual(12);
    expect(
      all.some((record) => record.suburb === 'Jet Park' && record.property_category === 'Industrial'),
    ).toBe(true);
    expect(
      all.some((record) => record.suburb === 'Sandton CBD' && record.property_category === 'Office'),
    ).toBe(true);
  });

  it('places properties within a kilometre of their suburb, and leaves a few without coordinates', () => {
    const centres = new Map(NODES.map((node) => [`${node.suburb}|${node.city}`, node]));
    const located = all.filter((record) => record._geoloc);
    for (const record of located) {
      const node = centres.get(`${record.suburb}|${record.city}`);
      expect(node, record.suburb).toBeDefined();
      expect(Math.abs((record._geoloc?.lat ?? 0) - (node?.latitude ?? 0))).toBeLessThan(0.009);
      expect(Math.abs((record._geoloc?.lng ?? 0) - (node?.longitude ?? 0))).toBeLessThan(0.01);
    }
    const unlocated = all.length - located.length;
    expect(unlocated).toBeGreaterThan(0);
    expect(unlocated / all.length).toBeLessThan(0.05);
  });

  it('prices to-let units per m² and withholds some prices (POA)', () => {
    for (const record of data.rent) {
      expect(Math.round(record.gross_price * 100) / 100).toBe(record.gross_price);
      expect(Math.round(record.net_price * 100) / 100).toBe(record.net_price);
    }
    const priced = data.rent.filter((record) => record.gross_price > 0);
    expect(priced.length).toBeGreaterThan(1200);
    for (const record of priced) {
      expect(record.gross_price).toBeGreaterThanOrEqual(10);
      expect(record.gross_price).toBeLessThanOrEqual(400);
      expect(record.net_price).toBeLessThan(record.gross_price);
    }
    const poa = share(all, (record) => record.gross_price === 0 && record.net_price === 0);
    expect(poa).toBeGreaterThan(0.04);
    expect(poa).toBeLessThan(0.14);
  });

  it('marks about one in ten records with a special deal that carries its text', () => {
    for (const record of all) expect(record.special_deals !== '').toBe(record.hasSpecialDeals);
    const special = share(all, (record) => record.hasSpecialDeals);
    expect(special).toBeGreaterThan(0.05);
    expect(special).toBeLessThan(0.16);
  });

  it('puts about 3% of records under the excluded contact, who is not a broker', () => {
    const excluded = share(all, isExcluded);
    expect(excluded).toBeGreaterThan(0.015);
    expect(excluded).toBeLessThan(0.05);
    expect(data.contacts.map((contact) => contact.gmaven_contact_key)).not.toContain(
      SAMPLE_EXCLUDED_CONTACT_KEY,
    );
  });

  it('gives every property parseable, unique images led by an exterior', () => {
    for (const units of groupBy(all).values()) {
      const images = units[0]?.property_images ?? [];
      expect(new Set(images.map((image) => image.image_id)).size).toBe(images.length);
      expect(images[0]?.type).toBe('exterior');
      expect(images.some((image) => image.type === 'floor_plan')).toBe(true);
      for (const image of images) {
        expect(parsePropertyImageId(image.image_id)?.view).toBe(image.type);
        expect(image.image_path_url).toBe(`/images/properties/${image.image_id}.webp`);
      }
    }
  });

  it('writes real copy, dates within the year before the reference date, and a few empty descriptions', () => {
    const reference = Date.UTC(2026, 10, 1);
    for (const record of all) {
      const updated = Date.parse(record.updated_at);
      expect(updated).toBeLessThanOrEqual(reference);
      expect(updated).toBeGreaterThan(reference - 366 * 86_400_000);
      expect(record.marketing.property_marketing_description.toLowerCase()).not.toContain('lorem');
    }
    const empty = share(all, (record) => record.marketing.property_marketing_description === '');
    expect(empty).toBeGreaterThan(0);
    expect(empty).toBeLessThan(0.08);
    expect(share(all, (record) => record.property_featured)).toBeGreaterThan(0.02);
  });

  // How long it takes is measured by `npm run bench` (the search engine bench), not asserted here.
  it('generates 100,000 units with unique names and slugs', () => {
    const large = generateSampleListings({ rentUnits: 100_000 });
    expect(large.rent).toHaveLength(100_000);
    expect(large.buy).toHaveLength(10_000);
    const properties = [...groupBy([...large.rent, ...large.buy]).values()].map((units) => units[0]);
    expect(new Set(properties.map((property) => property?.property_name)).size).toBe(properties.length);
    expect(new Set(properties.map((property) => property?.property_slug)).size).toBe(properties.length);
  }, 60_000);
});
