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

describe.each(TRANSPORTS)('virtual replicas through the real lite client (%s)', (transport) => {
  const client = createFixtureClient(engine, transport);

  it('orders an empty query by the replica customRanking', async () => {
    const result = await searchOne(client, { indexName: 'rent_price_asc', query: '' });
    expect(result.hits.map((hit) => hit.gross_price)).toEqual([65, 70, 150, 160, 170, 180, 220, 240]);
  });

  it('orders the matches of a query by the replica ranking, as a relevant sort does', async () => {
    // "warehouse" matches unit_id of units 6 and 7 only; both rank by GLA among themselves.
    const gla = await searchOne(client, { indexName: 'rent_gla_desc', query: 'warehouse' });
    expect(objectIds(gla)).toEqual(['unit-7', 'unit-6']);
    // "industrial" is Montague's name and a word of Sandton's description: the primary ranks
    // Montague first, the price order does not ask where the word was found.
    const primary = await searchOne(client, { query: 'industrial' });
    expect(objectIds(primary).slice(0, 2)).toEqual(['unit-6', 'unit-7']);
    const price = await searchOne(client, { indexName: 'rent_price_desc', query: 'industrial' });
    expect(price.hits.map((hit) => hit.gross_price)).toEqual([170, 160, 150, 70, 65]);
  });

  it('keeps exact words ahead of typos in a relevant sort', async () => {
    // "offices" is a word of Umhlanga's name; Sandton's "office" is a typo away, and cheaper.
    const result = await searchOne(client, { indexName: 'rent_price_asc', query: 'offices' });
    expect(objectIds(result)).toEqual(['unit-8', 'unit-1', 'unit-2', 'unit-3']);
  });

  it('keeps each group represented by its best record in the replica order', async () => {
    const result = await searchOne(client, { indexName: 'rent_price_asc', query: '', distinct: true });
    expect(objectIds(result)).toEqual(['unit-6', 'unit-1', 'unit-8', 'unit-4']);
  });

  it('filters and counts facets like its primary', async () => {
    const request = { query: '', filters: 'city:Johannesburg', facets: ['suburb'] };
    const primary = await searchOne(client, request);
    const replica = await searchOne(client, { ...request, indexName: 'rent_gla_desc' });
    expect(replica.nbHits).toBe(primary.nbHits);
    expect(replica.facets).toEqual(primary.facets);
    expect(objectIds(replica)).toEqual(['unit-3', 'unit-2', 'unit-1', 'unit-5', 'unit-4']);
  });

  it('does not share ordered selections with its primary', async () => {
    const primary = await searchOne(client, { query: '', hitsPerPage: 2 });
    const replica = await searchOne(client, { indexName: 'rent_price_asc', query: '', hitsPerPage: 2 });
    expect(objectIds(primary)).toEqual(['unit-1', 'unit-2']);
    expect(objectIds(replica)).toEqual(['unit-6', 'unit-7']);
  });
});

describe('replica definitions', () => {
  it('refuses a replica named like an existing index', () => {
    expect(() =>
      createSearchEngine([
        {
          name: 'rent',
          records: RENT_INDEX_RECORDS,
          settings: RENT_SETTINGS,
          replicas: [{ name: 'rent', customRanking: ['asc(gross_price)'] }],
        },
      ]),
    ).toThrow('Index rent is defined twice');
  });
});
