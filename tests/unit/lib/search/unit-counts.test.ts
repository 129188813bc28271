import { describe, expect, it, vi } from 'vitest';
import { withUnitCounts } from '@/lib/search/unit-counts';
import { createFixtureClient, createFixtureEngine } from '../embedded/search/engine/fixtures';

const base = createFixtureClient(createFixtureEngine(), 'in-process requester');

describe('withUnitCounts', () => {
  it('answers the card query with unit counts per property, its other facets still after distinct', async () => {
    const client = withUnitCounts(base, (name) => name === 'rent');
    const { results } = await client.search([
      {
        indexName: 'rent',
        params: {
          query: '',
          hitsPerPage: 2,
          distinct: true,
          facetingAfterDistinct: true,
          facets: ['property_gmaven_key', 'property_category'],
          filters: 'city:Johannesburg',
        },
      },
    ]);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      nbHits: 2,
      facets: {
        property_gmaven_key: { 'prop-sandton': 3, 'prop-rosebank': 2 },
        property_category: { Office: 1, Retail: 1 },
      },
    });
  });

  it('leaves other requests alone and sends them as they were', async () => {
    const search = vi.spyOn(base, 'search');
    const client = withUnitCounts(base, (name) => name === 'rent');
    const requests = [
      { indexName: 'rent', params: { query: '', hitsPerPage: 0, facets: ['property_gmaven_key'] } },
      { indexName: 'rent_limited', params: { query: '', hitsPerPage: 3, facets: ['property_gmaven_key'] } },
      { indexName: 'rent', params: { query: '', hitsPerPage: 3, facets: ['city'] } },
    ];
    const { results } = await client.search(requests);
    expect(search).toHaveBeenCalledWith(requests);
    expect(results).toHaveLength(3);
    search.mockRestore();
  });
});
