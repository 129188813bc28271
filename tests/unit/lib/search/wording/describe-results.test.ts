import { describe, expect, it } from 'vitest';
import {
  describeResults,
  describeSearchResults,
  describeSearchTitle,
} from '@/lib/search/wording/describe-results';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';

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

  it('joins several types and places as alternatives, and quotes the query', () => {
    expect(
      describeResults({
        count: 7,
        dealType: 'toLet',
        types: ['Office', 'Retail'],
        places: ['Rosebank', 'Sandton'],
        query: 'solar',
        fromPrice: 95,
      }),
    ).toBe(
      '7 office or retail properties to let in Rosebank or Sandton matching “solar” · from R95.00 per m²',
    );
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
    expect(describeSearchResults(state, { count: 2, fromPrice: null })).toBe('2 offices to let in Sandton');
    expect(describeSearchResults({ ...state, suburb: [] }, { count: 2, fromPrice: null })).toBe(
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
