import { describe, expect, it } from 'vitest';
import {
  describeAlert,
  describeSearch,
  MAX_DESCRIBED_QUERY_LENGTH,
  shortenQuery,
} from '@/lib/alerts/describe-search';
import type { KnownSearchValues } from '@/lib/alerts/known-values';
import { DEFAULT_SEARCH_STATE, type SearchState } from '@/lib/search/state/search-state';

function state(change: Partial<SearchState>): SearchState {
  return { ...DEFAULT_SEARCH_STATE, ...change };
}

describe('describeSearch', () => {
  it('names type, deal, place and size range with the site formats', () => {
    expect(
      describeSearch(state({ propertyType: ['Office'], suburb: ['Sandton'], minGLA: 200, maxGLA: 500 })),
    ).toBe('Offices to let in Sandton, 200 – 500 m²');
  });

  it('says commercial property when no type is chosen, for sale without per m²', () => {
    expect(describeSearch(state({ dealType: 'forSale', city: ['Durban'], maxPrice: 5_000_000 }))).toBe(
      'Commercial property for sale in Durban, up to R5 000 000.00',
    );
  });

  it('joins alternatives and prefers suburbs to cities', () => {
    expect(
      describeSearch(
        state({
          propertyType: ['Office', 'Retail'],
          city: ['Johannesburg'],
          suburb: ['Rosebank', 'Sandton', 'Parktown'],
        }),
      ),
    ).toBe('Offices or retail space to let in Rosebank, Sandton or Parktown');
  });

  it('adds the query, a rent range per m², one-sided sizes and brokers', () => {
    expect(
      describeSearch(
        state({ query: 'loft', minPrice: 100, maxPrice: 150, minGLA: 300, broker: ['Thandiwe Nkosi'] }),
      ),
    ).toBe(
      'Commercial property to let matching “loft”, from 300 m², R100.00 – R150.00 per m², with Thandiwe Nkosi',
    );
  });

  it('says when only space available now is wanted', () => {
    expect(describeSearch(state({ city: ['Durban'], availableNow: true }))).toBe(
      'Commercial property to let in Durban, available now',
    );
  });

  it('reads other types as "{type} property"', () => {
    expect(describeSearch(state({ propertyType: ['Hospitality'] }))).toBe('Hospitality property to let');
  });

  it('quotes a typed query on one line, cut to 40 characters', () => {
    const spam = 'FREE MONEY click www.example.com\nand claim your prize today at once';
    const described = describeSearch(state({ city: ['Durban'], query: spam }));
    const quoted = described.match(/“(.*)”/)?.[1] ?? '';
    expect(quoted.length).toBeLessThanOrEqual(MAX_DESCRIBED_QUERY_LENGTH);
    expect(quoted).toBe('FREE MONEY click www.example.com and cl…');
    expect(shortenQuery('  loft  ')).toBe('loft');
  });

  it('leaves the query out of a subject, and values the index does not know out of any description', () => {
    const known: KnownSearchValues = {
      propertyTypes: new Set(['Office']),
      cities: new Set(['Durban']),
      suburbs: new Set(),
      brokers: new Set(['Thandiwe Nkosi']),
      priceRange: null,
      glaRange: null,
    };
    const search = state({
      query: 'loft',
      propertyType: ['Office', 'Visit www.example.com'],
      city: ['Durban', 'FREE MONEY'],
      broker: ['Thandiwe Nkosi', 'Call 0800 000 000'],
    });
    expect(describeSearch(search, { known })).toBe(
      'Offices to let in Durban matching “loft”, with Thandiwe Nkosi',
    );
    expect(describeSearch(search, { known, query: 'none' })).toBe(
      'Offices to let in Durban, with Thandiwe Nkosi',
    );
  });

  it('says a search not yet confirmed has search words, without a word of them', () => {
    const spam = 'Win R5000 call 0800 123 456';
    expect(describeSearch(state({ city: ['Durban'], query: spam }), { query: 'mention' })).toBe(
      'Commercial property to let in Durban matching the search words',
    );
    expect(describeSearch(state({ city: ['Durban'] }), { query: 'mention' })).toBe(
      'Commercial property to let in Durban',
    );
    const saved = { state: state({ query: spam }) };
    expect(describeAlert({ ...saved, alert: { confirmedAt: null } })).not.toContain('0800');
    expect(describeAlert({ ...saved, alert: { confirmedAt: '2026-11-25T08:00:00.000Z' } })).toContain(
      '“Win R5000 call 0800 123 456”',
    );
  });
});
