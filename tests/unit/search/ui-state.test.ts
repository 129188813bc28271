import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_STATE, type SearchState } from '@/lib/search/search-state';
import { searchStateToUiState, uiStateToSearchState } from '@/lib/search/ui-state';

const indices = { rent: 'rent', buy: 'buy' };

const state: SearchState = {
  query: 'rosebank',
  dealType: 'ForSale',
  propertyType: ['Office'],
  city: ['Johannesburg'],
  suburb: ['Rosebank', 'Illovo'],
  minGLA: 200,
  maxGLA: 900,
  minPrice: 2_000_000,
  maxPrice: null,
  broker: ['Thandiwe Nkosi'],
  sort: 'price-desc',
  page: '2',
};

describe('search state ⇄ InstantSearch UI state', () => {
  it('maps every field, with the deal selecting the index', () => {
    expect(searchStateToUiState(state, indices)).toEqual({
      query: 'rosebank',
      sortBy: 'buy_price_desc',
      refinementList: {
        property_unit_categories: ['Office'],
        city: ['Johannesburg'],
        suburb: ['Rosebank', 'Illovo'],
        property_brokers: ['Thandiwe Nkosi'],
      },
      range: { gross_price: '2000000:', max_gla: '200:', min_gla: ':900' },
      page: 2,
    });
  });

  it('round-trips', () => {
    expect(uiStateToSearchState(searchStateToUiState(state, indices), indices)).toEqual(state);
    expect(uiStateToSearchState(searchStateToUiState(DEFAULT_SEARCH_STATE, indices), indices)).toEqual(
      DEFAULT_SEARCH_STATE,
    );
  });

  it('leaves the default state empty, so the URL stays clean', () => {
    expect(searchStateToUiState(DEFAULT_SEARCH_STATE, indices)).toEqual({});
  });

  it('names the index of the deal and sort order in sortBy, leaving the default rent index out', () => {
    expect(searchStateToUiState({ ...DEFAULT_SEARCH_STATE, sort: 'newest' }, indices)).toEqual({
      sortBy: 'rent_newest',
    });
    expect(searchStateToUiState({ ...DEFAULT_SEARCH_STATE, dealType: 'ForSale' }, indices)).toEqual({
      sortBy: 'buy',
    });
    expect(uiStateToSearchState({ sortBy: 'rent_gla_desc' }, indices)).toMatchObject({
      dealType: 'ToLet',
      sort: 'gla-desc',
    });
    expect(uiStateToSearchState({ sortBy: 'buy_price_asc' }, indices)).toMatchObject({
      dealType: 'ForSale',
      sort: 'price-asc',
    });
    expect(uiStateToSearchState({ sortBy: 'somewhere_else' }, indices)).toMatchObject({
      dealType: 'ToLet',
      sort: 'relevance',
    });
  });

  it('reads the rent index as the default deal and ignores broken ranges', () => {
    expect(uiStateToSearchState({ range: { gross_price: 'abc:12' } }, indices)).toMatchObject({
      dealType: 'ToLet',
      minPrice: null,
      maxPrice: 12,
    });
  });
});
