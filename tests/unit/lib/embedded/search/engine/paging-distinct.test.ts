import { describe, expect, it } from 'vitest';

import {
  asHitsResult,
  createFixtureClient,
  createFixtureEngine,
  objectIds,
  searchBatch,
  searchOne,
  TRANSPORTS,
} from './fixtures';

const engine = createFixtureEngine();

describe.each(TRANSPORTS)('pagination and distinct through the real lite client (%s)', (transport) => {
  const client = createFixtureClient(engine, transport);

  it('defaults to 20 hits per page', async () => {
    expect(await searchOne(client, { query: '' })).toMatchObject({ hitsPerPage: 20, nbPages: 1, page: 0 });
  });

  it('pages with a 0-based page and echoes a page past the end', async () => {
    const first = await searchOne(client, { query: '', hitsPerPage: 3 });
    expect(first).toMatchObject({ nbHits: 8, nbPages: 3, page: 0 });
    expect(objectIds(first)).toEqual(['unit-1', 'unit-2', 'unit-3']);
    const last = await searchOne(client, { query: '', hitsPerPage: 3, page: 2 });
    expect(objectIds(last)).toEqual(['unit-7', 'unit-8']);
    const beyond = await searchOne(client, { query: '', hitsPerPage: 3, page: 5 });
    expect(beyond).toMatchObject({ hits: [], page: 5, nbPages: 3, nbHits: 8 });
  });

  it('returns counts without hits for hitsPerPage: 0', async () => {
    const result = await searchOne(client, { query: '', hitsPerPage: 0, facets: ['city'] });
    expect(result).toMatchObject({ hits: [], nbHits: 8, nbPages: 0, hitsPerPage: 0 });
    expect(result.facets).toEqual({ city: { Johannesburg: 5, 'Cape Town': 2, Durban: 1 } });
  });

  it('stops paging at paginationLimitedTo', async () => {
    const [first, second] = (
      await searchBatch(client, [
        { indexName: 'rent_limited', query: '', hitsPerPage: 3, page: 0 },
        { indexName: 'rent_limited', query: '', hitsPerPage: 3, page: 1 },
      ])
    ).map(asHitsResult);
    expect(first).toMatchObject({ nbHits: 8, nbPages: 2 });
    expect(second && objectIds(second)).toEqual(['unit-4', 'unit-5']);
  });

  it('keeps the best record per property with distinct: true, counting groups in nbHits and nbPages', async () => {
    const first = await searchOne(client, { query: '', distinct: true, hitsPerPage: 2 });
    expect(first).toMatchObject({ nbHits: 4, nbPages: 2 });
    expect(objectIds(first)).toEqual(['unit-1', 'unit-4']);
    const second = await searchOne(client, { query: '', distinct: true, hitsPerPage: 2, page: 1 });
    expect(objectIds(second)).toEqual(['unit-6', 'unit-8']);
  });

  it('keeps up to N records per group with distinct: N, the group members together', async () => {
    const result = await searchOne(client, { query: '', distinct: 2, hitsPerPage: 2 });
    expect(result).toMatchObject({ nbHits: 4, nbPages: 2 });
    expect(objectIds(result)).toEqual(['unit-1', 'unit-2', 'unit-4', 'unit-5']);
  });

  it('applies distinct to text results', async () => {
    const result = await searchOne(client, { query: 'office', distinct: true });
    expect(result.nbHits).toBe(2);
    expect(objectIds(result)).toEqual(['unit-1', 'unit-8']);
  });

  it('counts facets before distinct unless facetingAfterDistinct is set', async () => {
    const before = await searchOne(client, { query: '', distinct: true, facets: ['property_category'] });
    expect(before.facets).toEqual({ property_category: { Office: 4, Industrial: 2, Retail: 2 } });
    const after = await searchOne(client, {
      query: '',
      distinct: true,
      facetingAfterDistinct: true,
      facets: ['property_category'],
    });
    expect(after.facets).toEqual({ property_category: { Office: 2, Industrial: 1, Retail: 1 } });
  });

  it('counts groups for hitsPerPage: 0 with distinct', async () => {
    const result = await searchOne(client, {
      query: '',
      distinct: true,
      hitsPerPage: 0,
      filters: 'city:Johannesburg',
    });
    expect(result).toMatchObject({ hits: [], nbHits: 2, nbPages: 0 });
  });
});
