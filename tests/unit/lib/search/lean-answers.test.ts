import { describe, expect, it } from 'vitest';
import { PROPERTY_CARD_ATTRIBUTES } from '@/lib/listings/property';
import { withLeanAnswers } from '@/lib/search/lean-answers';
import { withUnitCounts } from '@/lib/search/unit-counts';
import { createFixtureClient, createFixtureEngine } from '../embedded/search/engine/fixtures';

const base = createFixtureClient(createFixtureEngine(), 'in-process requester');
const isPropertyIndex = (name: string) => name === 'rent';
const client = withLeanAnswers(withUnitCounts(base, isPropertyIndex), isPropertyIndex);

const cardQuery = (params: Record<string, unknown>) => ({
  indexName: 'rent',
  params: {
    query: '',
    hitsPerPage: 1,
    distinct: true,
    facetingAfterDistinct: true,
    facets: ['property_gmaven_key', 'city', 'gross_price'],
    maxValuesPerFacet: 10000,
    attributesToRetrieve: ['*'],
    ...params,
  },
});

describe('withLeanAnswers', () => {
  it("hands the widgets a card's attributes, the page's unit counts and the ranges' statistics", async () => {
    const full = (await withUnitCounts(base, isPropertyIndex).search([cardQuery({})])).results[0] as {
      hits: Array<Record<string, unknown>>;
      facets: Record<string, Record<string, number>>;
      facets_stats: Record<string, unknown>;
    };
    const lean = (await client.search([cardQuery({})])).results[0] as typeof full;
    expect(Object.keys(full.facets.property_gmaven_key ?? {}).length).toBeGreaterThan(1);

    const [hit] = lean.hits;
    const key = hit?.property_gmaven_key as string;
    expect(lean.facets.property_gmaven_key).toEqual({ [key]: full.facets.property_gmaven_key?.[key] });
    expect(lean.facets.city).toEqual(full.facets.city);
    expect(lean.facets.gross_price).toEqual({});
    expect(lean.facets_stats.gross_price).toEqual(full.facets_stats.gross_price);
    // The card's own attributes, as retrieved; none of what the card never shows.
    const shown = ['objectID', ...PROPERTY_CARD_ATTRIBUTES].filter((field) => field in (full.hits[0] ?? {}));
    const { marketing, ...rest } = Object.fromEntries(shown.map((field) => [field, full.hits[0]?.[field]]));
    expect(hit).toEqual({
      ...rest,
      marketing: {
        property_marketing_description: (marketing as Record<string, unknown>).property_marketing_description,
        unit_marketing_description: (marketing as Record<string, unknown>).unit_marketing_description,
      },
    });
    expect(shown).toContain('property_name');
    for (const dropped of ['_geoloc', 'updated_at']) {
      expect(full.hits[0], dropped).toHaveProperty(dropped);
      expect(hit, dropped).not.toHaveProperty(dropped);
    }
  });

  it('leaves the hits of other queries whole', async () => {
    const { results } = await client.search([
      {
        indexName: 'rent',
        params: { query: '', hitsPerPage: 2, facets: [], attributesToRetrieve: ['_geoloc'] },
      },
    ]);
    const [hit] = (results[0] as { hits: Array<Record<string, unknown>> }).hits;
    expect(hit).toHaveProperty('_geoloc');
  });
});
