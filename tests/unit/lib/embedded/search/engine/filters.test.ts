import { describe, expect, it } from 'vitest';

import {
  createFixtureClient,
  createFixtureEngine,
  objectIds,
  searchOne,
  TRANSPORTS,
  THANDI,
} from './fixtures';

const engine = createFixtureEngine();

describe.each(TRANSPORTS)('filters through the real lite client (%s)', (transport) => {
  const client = createFixtureClient(engine, transport);
  const idsFor = async (request: Record<string, unknown>) =>
    objectIds(await searchOne(client, { query: '', ...request }));

  it('ANDs a flat facetFilters array and ORs a nested one', async () => {
    expect(await idsFor({ facetFilters: ['city:Johannesburg', 'property_category:Retail'] })).toEqual([
      'unit-4',
      'unit-5',
    ]);
    expect(await idsFor({ facetFilters: [['city:Durban', 'city:Cape Town']] })).toEqual([
      'unit-6',
      'unit-7',
      'unit-8',
    ]);
    expect(await idsFor({ facetFilters: 'city:Durban' })).toEqual(['unit-8']);
  });

  it('compares facet values case-insensitively and splits on the first colon', async () => {
    expect(await idsFor({ facetFilters: ['city:JOHANNESBURG'] })).toHaveLength(5);
    expect(await idsFor({ facetFilters: ['features:Parking ratio 2:100'] })).toEqual(['unit-6', 'unit-7']);
  });

  it('negates attr:-value, keeping records that lack the attribute, and reads \\- as a literal dash', async () => {
    expect(await idsFor({ facetFilters: ['city:-Johannesburg'] })).toEqual(['unit-6', 'unit-7', 'unit-8']);
    expect(
      await idsFor({ facetFilters: ['unit_responsibility.gmaven_contact_key:-contact-thandi'] }),
    ).toEqual(['unit-2', 'unit-3', 'unit-4', 'unit-6', 'unit-7', 'unit-8']);
    expect(await idsFor({ facetFilters: ['features:\\-5% escalation'] })).toEqual(['unit-8']);
  });

  it('matches any element of an array of objects', async () => {
    expect(
      await idsFor({ facetFilters: ['property_responsibility.gmaven_contact_key:contact-aisha'] }),
    ).toEqual(['unit-6', 'unit-7', 'unit-8']);
  });

  it('applies every numericFilters operator and inclusive ranges', async () => {
    expect(await idsFor({ numericFilters: ['gross_price<100'] })).toEqual(['unit-6', 'unit-7']);
    expect(await idsFor({ numericFilters: ['gross_price<=150'] })).toEqual(['unit-1', 'unit-6', 'unit-7']);
    expect(await idsFor({ numericFilters: ['gross_price=160'] })).toEqual(['unit-2']);
    expect(await idsFor({ numericFilters: ['gross_price!=160'] })).toHaveLength(7);
    expect(await idsFor({ numericFilters: ['gross_price >= 220'] })).toEqual(['unit-4', 'unit-5']);
    expect(await idsFor({ numericFilters: ['gross_price>220'] })).toEqual(['unit-5']);
    expect(await idsFor({ numericFilters: ['gross_price:150 TO 170'] })).toEqual([
      'unit-1',
      'unit-2',
      'unit-3',
    ]);
  });

  it('nests numericFilters like facetFilters', async () => {
    expect(await idsFor({ numericFilters: [['gross_price<100', 'gross_price>230']] })).toEqual([
      'unit-5',
      'unit-6',
      'unit-7',
    ]);
    expect(await idsFor({ numericFilters: ['min_gla>=100', 'max_gla<=250'] })).toEqual([
      'unit-1',
      'unit-2',
      'unit-5',
    ]);
  });

  it('parses filters with NOT, AND, parenthesised OR, quotes, comparisons and ranges', async () => {
    expect(await idsFor({ filters: 'city:Johannesburg AND NOT property_category:Office' })).toEqual([
      'unit-4',
      'unit-5',
    ]);
    expect(await idsFor({ filters: '(city:Durban OR city:"Cape Town") AND gross_price > 66' })).toEqual([
      'unit-7',
      'unit-8',
    ]);
    expect(await idsFor({ filters: 'gross_price:150 TO 170' })).toEqual(['unit-1', 'unit-2', 'unit-3']);
    expect(await idsFor({ filters: 'hasSpecialDeals:true' })).toEqual(['unit-4']);
    expect(
      await idsFor({
        filters: 'property_category:Office AND (broker:"Pieter van Wyk" OR broker:"Aisha Khan")',
      }),
    ).toEqual(['unit-8']);
  });

  it('never returns a contact excluded on both the property and the unit', async () => {
    const result = await searchOne(client, {
      query: '',
      filters: `NOT property_responsibility.gmaven_contact_key:${THANDI.gmaven_contact_key} AND NOT unit_responsibility.gmaven_contact_key:${THANDI.gmaven_contact_key}`,
      attributesToRetrieve: ['property_responsibility', 'unit_responsibility'],
    });
    expect(objectIds(result)).toEqual(['unit-4', 'unit-6', 'unit-7', 'unit-8']);
    const contactKeys = result.hits.flatMap((hit) =>
      [hit.property_responsibility, hit.unit_responsibility].flatMap((contacts) =>
        Array.isArray(contacts)
          ? contacts.map((entry: { gmaven_contact_key: string }) => entry.gmaven_contact_key)
          : [],
      ),
    );
    expect(contactKeys.length).toBeGreaterThan(0);
    expect(contactKeys).not.toContain(THANDI.gmaven_contact_key);
  });

  it('combines filters, facetFilters and numericFilters with AND', async () => {
    expect(
      await idsFor({
        filters: 'city:Johannesburg',
        facetFilters: [['property_category:Office', 'property_category:Retail']],
        numericFilters: ['gross_price>=165'],
      }),
    ).toEqual(['unit-3', 'unit-4', 'unit-5']);
  });
});
