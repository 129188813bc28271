import { describe, expect, it } from 'vitest';
import type { KnownSearchValues } from '@/lib/alerts/known-values';
import {
  describeResults,
  describeSearchResults,
  isDescribableSearch,
  describeSearchTitle,
} from '@/lib/search/wording/describe-results';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';

const KNOWN: KnownSearchValues = {
  propertyTypes: new Set(['Office', 'Retail']),
  cities: new Set(['Johannesburg', 'Durban']),
  suburbs: new Set(['Sandton']),
  brokers: new Set(['Thandi Nkosi']),
  priceRange: null,
  glaRange: null,
};

describe('describeResults', () => {
  it('says how many of what, where, and from what price', () => {
    expect(
      describeResults({
        count: 42,
        dealType: 'toLet',
        types: ['Office'],
        places: ['Sandton'],
        fromPrice: 150,
      }),
    ).toBe('42 offices to let in Sandton · from R150.00 per m²');
    expect(
      describeResults({
        count: 1,
        dealType: 'forSale',
        types: ['Industrial'],
        places: ['Durban'],
        fromPrice: 12_500_000,
      }),
    ).toBe('1 industrial property for sale in Durban · from R12 500 000.00');
    expect(describeResults({ count: 3, dealType: 'toLet', types: [], places: [], fromPrice: null })).toBe(
      '3 commercial properties to let in South Africa',
    );
  });

  it('joins several types and places as alternatives', () => {
    expect(
      describeResults({
        count: 7,
        dealType: 'toLet',
        types: ['Office', 'Retail'],
        places: ['Rosebank', 'Sandton'],
        fromPrice: 95,
      }),
    ).toBe('7 office or retail properties to let in Rosebank or Sandton · from R95.00 per m²');
  });

  it('says so when nothing matches', () => {
    expect(
      describeResults({
        count: 0,
        dealType: 'toLet',
        types: ['Office'],
        places: ['Sandton'],
        fromPrice: null,
      }),
    ).toBe('No offices to let in Sandton just now');
  });

  it('reads the places of a search state: its suburbs, else its cities', () => {
    const state = {
      ...DEFAULT_SEARCH_STATE,
      city: ['Johannesburg'],
      suburb: ['Sandton'],
      propertyType: ['Office'],
    };
    expect(describeSearchResults(state, KNOWN, { count: 2, fromPrice: null })).toBe(
      '2 offices to let in Sandton',
    );
    expect(describeSearchResults({ ...state, suburb: [] }, KNOWN, { count: 2, fromPrice: null })).toBe(
      '2 offices to let in Johannesburg',
    );
  });

  it('titles a search page with its results in words, without the price', () => {
    const state = { ...DEFAULT_SEARCH_STATE, city: ['Durban'] };
    expect(describeSearchTitle(state, 65)).toBe('65 commercial properties to let in Durban');
    expect(describeSearchTitle({ ...state, dealType: 'forSale' }, 1)).toBe(
      '1 commercial property for sale in Durban',
    );
  });
});

describe('a search state in words', () => {
  const summary = { count: 3, fromPrice: null };

  it('never quotes what was typed: a search with text is not put in words at all', () => {
    const typed = { ...DEFAULT_SEARCH_STATE, city: ['Durban'], query: 'zzzz' };
    expect(isDescribableSearch(typed, KNOWN)).toBe(false);
    expect(describeSearchResults(typed, KNOWN, { count: 0, fromPrice: null })).toBeNull();
    expect(isDescribableSearch({ ...typed, query: 'Call 0800 123 456 to claim R5000' }, KNOWN)).toBe(false);
    // Spaces alone are no text.
    expect(describeSearchResults({ ...typed, query: '   ' }, KNOWN, summary)).toBe(
      '3 commercial properties to let in Durban',
    );
  });

  it('names only values the index knows: a made-up city, suburb, type or broker is not put in words', () => {
    for (const unknown of [
      { city: ['Win R5000 at example.com'] },
      { suburb: ['Atlantis'] },
      { propertyType: ['Free money'] },
      { broker: ['Call 0800 123 456'] },
    ]) {
      const state = { ...DEFAULT_SEARCH_STATE, city: ['Durban'], ...unknown };
      expect(isDescribableSearch(state, KNOWN), JSON.stringify(unknown)).toBe(false);
      expect(describeSearchResults(state, KNOWN, summary), JSON.stringify(unknown)).toBeNull();
    }
    const known = {
      ...DEFAULT_SEARCH_STATE,
      propertyType: ['Retail'],
      city: ['Durban'],
      broker: ['Thandi Nkosi'],
    };
    expect(describeSearchResults(known, KNOWN, summary)).toBe('3 retail properties to let in Durban');
  });
});
