import { describe, expect, it } from 'vitest';

import {
  asFacetSearchResult,
  createFixtureClient,
  createFixtureEngine,
  searchBatch,
  searchOne,
  TRANSPORTS,
  type FixtureClient,
} from './fixtures';

const engine = createFixtureEngine();

async function searchFacet(client: FixtureClient, request: Record<string, unknown>) {
  const [result] = await searchBatch(client, [{ indexName: 'rent', type: 'facet', ...request }]);
  return asFacetSearchResult(result);
}

describe.each(TRANSPORTS)('facets through the real lite client (%s)', (transport) => {
  const client = createFixtureClient(engine, transport);

  it('counts values by count descending, then value ascending', async () => {
    const { facets } = await searchOne(client, { query: '', facets: ['property_category'] });
    expect(facets).toEqual({ property_category: { Office: 4, Industrial: 2, Retail: 2 } });
    expect(Object.keys(facets?.property_category ?? {})).toEqual(['Office', 'Industrial', 'Retail']);
  });

  it('counts facet-value search hits after distinct when facetingAfterDistinct asks', async () => {
    const before = await searchFacet(client, { facet: 'suburb', facetQuery: 's', distinct: true });
    expect(before.facetHits.map(({ value, count }) => [value, count])).toEqual([['Sandton', 3]]);
    const after = await searchFacet(client, {
      facet: 'suburb',
      facetQuery: 's',
      distinct: true,
      facetingAfterDistinct: true,
    });
    expect(after.facetHits.map(({ value, count }) => [value, count])).toEqual([['Sandton', 1]]);
  });

  it('gives the number of units per property from the property_gmaven_key facet', async () => {
    const { facets } = await searchOne(client, {
      query: '',
      facets: ['property_gmaven_key'],
      hitsPerPage: 0,
    });
    expect(facets?.property_gmaven_key).toEqual({
      'prop-sandton': 3,
      'prop-montague': 2,
      'prop-rosebank': 2,
      'prop-umhlanga': 1,
    });
    expect(Object.keys(facets?.property_gmaven_key ?? {})).toEqual([
      'prop-sandton',
      'prop-montague',
      'prop-rosebank',
      'prop-umhlanga',
    ]);
  });

  it('accepts facets as a bare string and as a comma-separated list', async () => {
    const bare = await searchOne(client, { query: '', facets: 'city' });
    expect(bare.facets).toEqual({ city: { Johannesburg: 5, 'Cape Town': 2, Durban: 1 } });
    const list = await searchOne(client, { query: '', facets: 'city,province' });
    expect(Object.keys(list.facets ?? {})).toEqual(['city', 'province']);
  });

  it('expands * to every attributesForFaceting entry except filterOnly ones', async () => {
    const { facets } = await searchOne(client, { query: '', facets: ['*'] });
    expect(Object.keys(facets ?? {})).toEqual([
      'property_category',
      'suburb',
      'city',
      'province',
      'broker',
      'property_gmaven_key',
      'features',
      'dealType',
      'hasSpecialDeals',
    ]);
    expect(facets?.hasSpecialDeals).toEqual({ false: 7, true: 1 });
  });

  it('omits facets that are not requested or not faceted', async () => {
    const none = await searchOne(client, { query: '' });
    expect(none).not.toHaveProperty('facets');
    const unknown = await searchOne(client, { query: '', facets: ['street_address'] });
    expect(unknown.facets).toEqual({});
  });

  it('truncates each facet to maxValuesPerFacet', async () => {
    const { facets } = await searchOne(client, {
      query: '',
      facets: ['property_category'],
      maxValuesPerFacet: 2,
    });
    expect(facets).toEqual({ property_category: { Office: 4, Industrial: 2 } });
  });

  it('counts under the query and all filters of the request', async () => {
    const filtered = await searchOne(client, {
      query: '',
      facets: ['property_category'],
      filters: 'city:Johannesburg',
    });
    expect(filtered.facets).toEqual({ property_category: { Office: 3, Retail: 2 } });
    const queried = await searchOne(client, { query: 'office', facets: ['city'] });
    expect(queried.facets).toEqual({ city: { Johannesburg: 3, Durban: 1 } });
  });

  it('returns numeric facet values as string keys and facets_stats for numeric attributes', async () => {
    const result = await searchOne(client, { query: '', facets: ['gross_price', 'city'] });
    expect(result.facets?.gross_price).toMatchObject({ '65': 1, '150': 1, '240': 1 });
    expect(result.facets_stats).toEqual({ gross_price: { min: 65, max: 240, avg: 156.875, sum: 1255 } });
  });

  it('computes facets_stats over the filtered candidates only', async () => {
    const result = await searchOne(client, {
      query: '',
      facets: 'gross_price',
      filters: 'city:Johannesburg',
    });
    expect(result.facets_stats).toEqual({ gross_price: { min: 150, max: 240, avg: 188, sum: 940 } });
  });

  it('searches facet values by prefix and highlights the matched prefix', async () => {
    const result = await searchFacet(client, { facet: 'suburb', facetQuery: 'gar' });
    expect(result.facetHits).toEqual([
      { value: 'Montague Gardens', highlighted: 'Montague <em>Gar</em>dens', count: 2 },
    ]);
    expect(result.exhaustiveFacetsCount).toBe(true);
    expect(Number.isInteger(result.processingTimeMS)).toBe(true);
  });

  it('finds facet values within the typos a word of that length is allowed, wrapping such a word whole', async () => {
    const typed = async (facetQuery: string, extra: Record<string, unknown> = {}) =>
      (await searchFacet(client, { facet: 'suburb', facetQuery, ...extra })).facetHits;
    expect(await typed('Umhlanaga')).toEqual([
      { value: 'Umhlanga', highlighted: '<em>Umhlanga</em>', count: 1 },
    ]);
    expect(await typed('Sandtn')).toEqual([{ value: 'Sandton', highlighted: '<em>Sandton</em>', count: 3 }]);
    expect(await typed('montague gardns')).toEqual([
      { value: 'Montague Gardens', highlighted: '<em>Montague</em> <em>Gardens</em>', count: 2 },
    ]);
    // Three letters allow no typo, and a typo beyond the allowance finds nothing.
    expect(await typed('snd')).toEqual([]);
    expect(await typed('Sndtn')).toEqual([]);
    expect(await typed('Umhlanaga', { typoTolerance: false })).toEqual([]);
  });

  it('counts facet-value hits under the query and filters, using the request tags', async () => {
    const result = await searchFacet(client, {
      facet: 'suburb',
      facetQuery: '',
      filters: 'city:Johannesburg',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    });
    expect(result.facetHits).toEqual([
      { value: 'Sandton', highlighted: 'Sandton', count: 3 },
      { value: 'Rosebank', highlighted: 'Rosebank', count: 2 },
    ]);
    const withQuery = await searchFacet(client, {
      facet: 'broker',
      facetQuery: 'pie',
      query: 'office',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    });
    expect(withQuery.facetHits).toEqual([
      { value: 'Pieter van Wyk', highlighted: '__ais-highlight__Pie__/ais-highlight__ter van Wyk', count: 1 },
    ]);
  });

  it('clamps maxFacetHits to 1..100', async () => {
    expect(
      (await searchFacet(client, { facet: 'suburb', facetQuery: '', maxFacetHits: 1 })).facetHits,
    ).toEqual([{ value: 'Sandton', highlighted: 'Sandton', count: 3 }]);
    expect(
      (await searchFacet(client, { facet: 'suburb', facetQuery: '', maxFacetHits: 0 })).facetHits,
    ).toHaveLength(1);
    expect(
      (await searchFacet(client, { facet: 'suburb', facetQuery: '', maxFacetHits: 500 })).facetHits,
    ).toHaveLength(4);
  });

  it('refuses a facet-value search on an attribute not declared searchable()', async () => {
    await expect(searchFacet(client, { facet: 'city', facetQuery: 'c' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message:
        'Cannot search in `city` attribute, you need to add `searchable(city)` to attributesForFaceting.',
    });
  });
});
