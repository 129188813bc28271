import { describe, expect, it } from 'vitest';
import { PROPERTY_CARD_ATTRIBUTES } from '@/lib/listings/property';
import { withLeanAnswers } from '@/lib/search/lean-answers';
import { createFixtureClient, createFixtureEngine } from '../embedded/search/engine/fixtures';

const base = createFixtureClient(createFixtureEngine(), 'in-process requester');
const isPropertyIndex = (name: string) => name === 'rent';
const client = withLeanAnswers(base, isPropertyIndex);

const cardQuery = (params: Record<string, unknown>) => ({
  indexName: 'rent',
  params: {
    query: '',
    hitsPerPage: 1,
    distinct: true,
    facetingAfterDistinct: true,
    facets: ['city', 'gross_price'],
    maxValuesPerFacet: 1000,
    attributesToRetrieve: ['*'],
    ...params,
  },
});

describe('withLeanAnswers', () => {
  it("hands the widgets a card's attributes and the ranges' statistics", async () => {
    const full = (await base.search([cardQuery({})])).results[0] as {
      hits: Array<Record<string, unknown>>;
      facets: Record<string, Record<string, number>>;
      facets_stats: Record<string, unknown>;
    };
    const lean = (await client.search([cardQuery({})])).results[0] as typeof full;
    const [hit] = lean.hits;
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
