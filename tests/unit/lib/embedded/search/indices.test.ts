import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { createInProcessRequester, createSearchEngine } from '@/lib/embedded/search/engine';
import { buildEmbeddedIndices } from '@/lib/embedded/search/indices';
import { PROPERTY_ATTRIBUTES as A, buildExcludedContactFilter } from '@/lib/search/indices';
import { sortedIndexName } from '@/lib/search/state/sort';

// The sample listings behind `npm start`, through the real client, as the /search page asks.
const client = liteClient('local', 'search-only', {
  hosts: [{ url: 'localhost:3000/api/search', accept: 'readWrite', protocol: 'http' }],
  requester: createInProcessRequester(createSearchEngine(buildEmbeddedIndices())),
});

interface Result {
  nbHits: number;
  hits: Array<Record<string, unknown>>;
  facets?: Record<string, Record<string, number>>;
}

async function search(indexName: string, params: Record<string, unknown>): Promise<Result> {
  const { results } = await client.search({ requests: [{ indexName, ...params }] });
  return results[0] as unknown as Result;
}

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;
const GROUPED = { query: '', distinct: true, facetingAfterDistinct: true, hitsPerPage: 0 };
const FILTERS = [A.city, A.suburb, A.propertyType, A.broker];

describe.each(['rent', 'buy'])('facet counts on the %s index match the results they lead to', (index) => {
  it.each([
    ['no other filter', buildExcludedContactFilter()],
    [
      'a unit-level price and size filter',
      `${buildExcludedContactFilter()} AND gross_price > 0 AND max_gla >= 300`,
    ],
  ])('with %s', async (_, filters) => {
    const { facets = {} } = await search(index, {
      ...GROUPED,
      filters,
      facets: FILTERS,
      maxValuesPerFacet: 1000,
    });
    let checked = 0;
    for (const attribute of FILTERS) {
      const values = Object.entries(facets[attribute] ?? {});
      expect(values.length, attribute).toBeGreaterThan(0);
      for (const [value, count] of values) {
        const { nbHits } = await search(index, {
          ...GROUPED,
          filters: `${filters} AND ${attribute}:${quote(value)}`,
        });
        expect({ attribute, value, count }).toEqual({ attribute, value, count: nbHits });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('sort replicas of the sample indices', () => {
  async function firstPage(sort: 'price-asc' | 'price-desc' | 'gla-desc') {
    const { hits } = await search(sortedIndexName('rent', sort), {
      query: '',
      distinct: true,
      hitsPerPage: 1000,
      filters: buildExcludedContactFilter(),
    });
    return hits;
  }

  it('orders properties by their "from" price either way, with POA last', async () => {
    for (const sort of ['price-asc', 'price-desc'] as const) {
      const hits = await firstPage(sort);
      const priced = hits
        .filter((hit) => hit.property_has_price)
        .map((hit) => Number(hit.property_price_from));
      const sorted = [...priced].sort((a, b) => (sort === 'price-asc' ? a - b : b - a));
      expect(priced).toEqual(sorted);
      const firstPoa = hits.findIndex((hit) => !hit.property_has_price);
      if (firstPoa >= 0) expect(hits.slice(firstPoa).every((hit) => !hit.property_has_price)).toBe(true);
    }
  });

  it('orders properties by their largest space for "Largest GLA"', async () => {
    const sizes = (await firstPage('gla-desc')).map((hit) => Number(hit.property_gla_max));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });
});

describe('the news index', () => {
  it('holds published items only: the sample draft article is not among them', async () => {
    const { nbHits, hits } = await search('news', { query: 'Gqeberha', hitsPerPage: 100 });
    // A published article names the city too: the search itself finds something.
    expect(nbHits).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.objectID)).not.toContain('gqeberha-office-opens-in-2027');
  });
});
