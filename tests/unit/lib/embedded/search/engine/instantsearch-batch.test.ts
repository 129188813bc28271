import { describe, expect, it } from 'vitest';

import {
  asFacetSearchResult,
  asHitsResult,
  createFixtureClient,
  createFixtureEngine,
  objectIds,
  searchBatch,
  TRANSPORTS,
} from './fixtures';

const engine = createFixtureEngine();

// Shaped like the bodies captured from instantsearch.js 4.118.1 (notes/algolia-protocol.md §2.3–2.5): an OR
// refinement list on city, a menu on property_category, a range on gross_price, distinct and the ais tags.
const TAGS = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' };
const CITY_REFINEMENT = ['city:Johannesburg', 'city:Durban'];
const CATEGORY_REFINEMENT = ['property_category:Office'];
const PRICE_REFINEMENT = ['gross_price>=155', 'gross_price<=500'];
const SHARED = { indexName: 'rent', query: '', distinct: true, maxValuesPerFacet: 10, ...TAGS };
const DISJUNCTIVE = { hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false };

const MAIN_QUERY = {
  ...SHARED,
  facets: ['broker', 'city', 'gross_price', 'property_category'],
  facetFilters: [CITY_REFINEMENT, CATEGORY_REFINEMENT],
  numericFilters: PRICE_REFINEMENT,
  hitsPerPage: 12,
  page: 0,
};
const CITY_QUERY = {
  ...SHARED,
  ...DISJUNCTIVE,
  facets: 'city',
  facetFilters: [CATEGORY_REFINEMENT],
  numericFilters: PRICE_REFINEMENT,
};
const CATEGORY_QUERY = {
  ...SHARED,
  ...DISJUNCTIVE,
  facets: ['property_category'],
  facetFilters: [CITY_REFINEMENT],
  numericFilters: PRICE_REFINEMENT,
};
const PRICE_QUERY = {
  ...SHARED,
  ...DISJUNCTIVE,
  facets: 'gross_price',
  facetFilters: [CITY_REFINEMENT, CATEGORY_REFINEMENT],
};

describe.each(TRANSPORTS)(
  'the batches InstantSearch sends, through the real lite client (%s)',
  (transport) => {
    const client = createFixtureClient(engine, transport);

    it('answers the main query and each disjunctive query, one result per request in order', async () => {
      const results = (await searchBatch(client, [MAIN_QUERY, CITY_QUERY, CATEGORY_QUERY, PRICE_QUERY])).map(
        asHitsResult,
      );
      expect(results).toHaveLength(4);
      const [main, city, category, price] = results;

      expect(main).toMatchObject({ nbHits: 2, nbPages: 1, hitsPerPage: 12 });
      expect(main && objectIds(main)).toEqual(['unit-2', 'unit-8']);
      expect(main?.facets).toEqual({
        broker: { 'Thandi Mokoena': 2, 'Pieter van Wyk': 1 },
        city: { Johannesburg: 2, Durban: 1 },
        gross_price: { '160': 1, '170': 1, '180': 1 },
        property_category: { Office: 3 },
      });
      expect(main?.facets_stats).toEqual({ gross_price: { min: 160, max: 180, avg: 170, sum: 510 } });

      expect(city).toMatchObject({ hits: [], nbHits: 2, facets: { city: { Johannesburg: 2, Durban: 1 } } });
      expect(category).toMatchObject({ hits: [], facets: { property_category: { Office: 3, Retail: 2 } } });
      expect(price).toMatchObject({
        hits: [],
        facets_stats: { gross_price: { min: 150, max: 180, avg: 165, sum: 660 } },
      });
    });

    it('highlights the main query hits with the ais placeholder tags', async () => {
      const [main] = (await searchBatch(client, [{ ...MAIN_QUERY, query: 'sandton' }])).map(asHitsResult);
      expect(main?.hits[0]?._highlightResult?.suburb).toMatchObject({
        value: '__ais-highlight__Sandton__/ais-highlight__',
        matchLevel: 'full',
      });
    });

    it('answers the facet-value search body, ignoring its hits parameters', async () => {
      const [result] = await searchBatch(client, [
        { ...MAIN_QUERY, type: 'facet', facet: 'broker', facetQuery: 'th', maxFacetHits: 10, page: 2 },
      ]);
      expect(asFacetSearchResult(result).facetHits).toEqual([
        {
          value: 'Thandi Mokoena',
          highlighted: '__ais-highlight__Th__/ais-highlight__andi Mokoena',
          count: 2,
        },
      ]);
    });

    it('accepts the legacy array signature the helper uses, with params spread by the client', async () => {
      // The helper puts facetQuery inside params, outside the client's types; the client spreads it anyway.
      const facetParams = { facetQuery: 'mon', query: '' };
      const { results } = await client.search([
        { indexName: 'rent', params: { query: 'warehouse', facets: ['city'], hitsPerPage: 1 } },
        { indexName: 'rent', type: 'facet', facet: 'suburb', params: facetParams },
      ]);
      expect(results).toHaveLength(2);
      expect(asHitsResult(results[0])).toMatchObject({ nbHits: 2, facets: { city: { 'Cape Town': 2 } } });
      expect(asFacetSearchResult(results[1]).facetHits).toEqual([
        { value: 'Montague Gardens', highlighted: '<em>Mon</em>tague Gardens', count: 2 },
      ]);
    });
  },
);
