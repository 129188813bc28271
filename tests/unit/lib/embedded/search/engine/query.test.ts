import { describe, expect, it } from 'vitest';

import { createSearchEngine } from '@/lib/embedded/search/engine';

import {
  createFixtureClient,
  createFixtureEngine,
  objectIds,
  RENT_INDEX_RECORDS,
  RENT_SETTINGS,
  searchOne,
  TRANSPORTS,
} from './fixtures';

const engine = createFixtureEngine();

describe.each(TRANSPORTS)('query semantics through the real lite client (%s)', (transport) => {
  const client = createFixtureClient(engine, transport);

  it('returns every record in customRanking order for an empty query', async () => {
    const result = await searchOne(client, { query: '' });
    expect(objectIds(result)).toEqual([
      'unit-1',
      'unit-2',
      'unit-3',
      'unit-4',
      'unit-5',
      'unit-6',
      'unit-7',
      'unit-8',
    ]);
    expect(result.nbHits).toBe(8);
  });

  it('sends the response fields InstantSearch reads and never _automaticInsights', async () => {
    const result = await searchOne(client, { query: 'sandton', hitsPerPage: 2 });
    expect(result).toMatchObject({
      nbHits: 3,
      page: 0,
      nbPages: 2,
      hitsPerPage: 2,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true, typo: true },
      query: 'sandton',
      index: 'rent',
    });
    expect(Number.isInteger(result.processingTimeMS)).toBe(true);
    expect(result.params).toContain('query=sandton');
    expect(result).not.toHaveProperty('_automaticInsights');
    expect(result).not.toHaveProperty('queryID');
  });

  it('adds a queryID only when clickAnalytics is true', async () => {
    const result = await searchOne(client, { query: '', clickAnalytics: true });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('requires every word (AND), each in any searchable attribute', async () => {
    expect(objectIds(await searchOne(client, { query: 'sandton office' }))).toEqual([
      'unit-1',
      'unit-2',
      'unit-3',
    ]);
    expect(objectIds(await searchOne(client, { query: 'johannesburg retail' }))).toEqual([
      'unit-4',
      'unit-5',
    ]);
    expect((await searchOne(client, { query: 'sandton retail' })).nbHits).toBe(0);
  });

  it('treats only the last word as a prefix', async () => {
    expect(objectIds(await searchOne(client, { query: 'sandton off' }))).toEqual([
      'unit-1',
      'unit-2',
      'unit-3',
    ]);
    expect((await searchOne(client, { query: 'off sandton' })).nbHits).toBe(0);
  });

  it('tolerates one typo from 4 letters and two from 8, none below 4', async () => {
    expect(objectIds(await searchOne(client, { query: 'sandtn' }))).toEqual(['unit-1', 'unit-2', 'unit-3']);
    expect(objectIds(await searchOne(client, { query: 'montage' }))).toEqual(['unit-6', 'unit-7']);
    expect((await searchOne(client, { query: 'industreel' })).nbHits).toBe(5);
    expect((await searchOne(client, { query: 'sondtan' })).nbHits).toBe(0);
    expect((await searchOne(client, { query: 'cpe' })).nbHits).toBe(0);
  });

  it('switches typos off with typoTolerance: false', async () => {
    expect((await searchOne(client, { query: 'sandtn', typoTolerance: false })).nbHits).toBe(0);
  });

  it('ranks exact matches before typo matches, even against customRanking', async () => {
    // "tower" is in unit-8's description; "power" (one typo) is in the description of unit-1 … unit-3.
    expect(objectIds(await searchOne(client, { query: 'tower' }))).toEqual([
      'unit-8',
      'unit-1',
      'unit-2',
      'unit-3',
    ]);
  });

  it('ranks matches in earlier searchable attributes first, then by customRanking', async () => {
    // "industrial" is in the property name of unit-6 and unit-7 and in the description of unit-1 … unit-3.
    expect(objectIds(await searchOne(client, { query: 'industrial' }))).toEqual([
      'unit-6',
      'unit-7',
      'unit-1',
      'unit-2',
      'unit-3',
    ]);
  });

  it('ranks the record whose exactMatchAttribute equals the query first', async () => {
    expect(objectIds(await searchOne(client, { query: 'rw-1008' }))).toEqual(['unit-8']);
    expect(objectIds(await searchOne(client, { query: 'RW-1007' }))).toEqual(['unit-7']);
  });

  it('restricts matching to restrictSearchableAttributes', async () => {
    expect((await searchOne(client, { query: 'industrial' })).nbHits).toBe(5);
    const restricted = await searchOne(client, {
      query: 'industrial',
      restrictSearchableAttributes: ['property_name'],
    });
    expect(objectIds(restricted)).toEqual(['unit-6', 'unit-7']);
  });

  it('accepts parameters as a URL-encoded params string, with JSON fields taking precedence', async () => {
    const fromString = await searchOne(client, {
      params: 'query=montague&hitsPerPage=1&facets=%5B%22city%22%5D',
    });
    expect(fromString).toMatchObject({ nbHits: 2, hitsPerPage: 1, facets: { city: { 'Cape Town': 2 } } });
    expect(fromString.hits).toHaveLength(1);
    const merged = await searchOne(client, { params: 'query=montague&hitsPerPage=1', hitsPerPage: 2 });
    expect(merged.hits).toHaveLength(2);
    const bracketed = await searchOne(client, { params: 'query=%5Bsandton%5D' });
    expect(bracketed).toMatchObject({ query: '[sandton]', nbHits: 3 });
  });

  it('returns only attributesToRetrieve, always with objectID', async () => {
    const picked = await searchOne(client, {
      query: 'shop',
      attributesToRetrieve: ['property_name', 'marketing.property_marketing_heading'],
      attributesToHighlight: [],
    });
    expect(picked.hits[0]).toEqual({
      objectID: 'unit-4',
      property_name: 'Rosebank Retail Centre',
      marketing: { property_marketing_heading: 'Rosebank Retail Centre to let' },
    });
    const excluded = await searchOne(client, { query: 'shop', attributesToRetrieve: ['*', '-marketing'] });
    expect(excluded.hits[0]).not.toHaveProperty('marketing');
    expect(excluded.hits[0]).toHaveProperty('property_name', 'Rosebank Retail Centre');
  });
});

describe('building an index', () => {
  it('keeps the last record of a repeated objectID, as saveObjects replaces it', () => {
    const [first] = RENT_INDEX_RECORDS;
    const replacement = { ...first, objectID: 'unit-2', property_name: 'Replaced Towers' };
    const engine = createSearchEngine([
      { name: 'rent', records: [...RENT_INDEX_RECORDS, replacement], settings: RENT_SETTINGS },
    ]);
    const response = engine.multipleQueries({ requests: [{ indexName: 'rent', query: 'replaced' }] });
    expect(response).toMatchObject({
      status: 200,
      body: { results: [{ nbHits: 1, hits: [{ objectID: 'unit-2' }] }] },
    });
    const all = engine.multipleQueries({ requests: [{ indexName: 'rent', hitsPerPage: 0 }] });
    expect(all).toMatchObject({ body: { results: [{ nbHits: 8 }] } });
  });

  it('refuses a record without a string objectID', () => {
    expect(() =>
      createSearchEngine([{ name: 'rent', records: [{ objectID: 7 }], settings: RENT_SETTINGS }]),
    ).toThrow('Index rent: record 0 has no string objectID');
  });
});
