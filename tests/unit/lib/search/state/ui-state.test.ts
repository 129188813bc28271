import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_STATE, type SearchState } from '@/lib/search/state/search-state';
import { changeUiState, searchStateToUiState, uiStateToSearchState } from '@/lib/search/state/ui-state';

const indices = { rent: 'rent', buy: 'buy' };

const state: SearchState = {
  query: 'rosebank',
  dealType: 'forSale',
  propertyType: ['Office'],
  city: ['Johannesburg'],
  suburb: ['Rosebank', 'Illovo'],
  minGLA: 200,
  maxGLA: 900,
  minPrice: 2_000_000,
  maxPrice: null,
  broker: ['Thandiwe Nkosi'],
  availableNow: true,
  sort: 'price-desc',
  page: '2',
  area: { north: -26.1, east: 28.08, south: -26.16, west: 28.02 },
  view: 'map',
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
      geoSearch: { boundingBox: '-26.1,28.08,-26.16,28.02' },
      view: 'map',
      available: 'now',
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
    expect(searchStateToUiState({ ...DEFAULT_SEARCH_STATE, dealType: 'forSale' }, indices)).toEqual({
      sortBy: 'buy',
    });
    expect(uiStateToSearchState({ sortBy: 'rent_gla_desc' }, indices)).toMatchObject({
      dealType: 'toLet',
      sort: 'gla-desc',
    });
    expect(uiStateToSearchState({ sortBy: 'buy_price_asc' }, indices)).toMatchObject({
      dealType: 'forSale',
      sort: 'price-asc',
    });
    expect(uiStateToSearchState({ sortBy: 'somewhere_else' }, indices)).toMatchObject({
      dealType: 'toLet',
      sort: 'relevance',
    });
  });

  it('reads the rent index as the default deal and ignores broken ranges', () => {
    expect(uiStateToSearchState({ range: { gross_price: 'abc:12' } }, indices)).toMatchObject({
      dealType: 'toLet',
      minPrice: null,
      maxPrice: 12,
    });
  });

  it('applies SPEC §4 to the UI state: another deal resets the search, a new order keeps the filters', () => {
    const filtered = {
      query: 'rosebank',
      sortBy: 'rent_price_asc',
      refinementList: { city: ['Johannesburg'] },
      page: 3,
      configure: { hitsPerPage: 6 },
    };
    expect(changeUiState(filtered, { dealType: 'forSale' }, indices)).toEqual({
      configure: { hitsPerPage: 6 },
      sortBy: 'buy',
    });
    expect(changeUiState(filtered, { sort: 'newest' }, indices)).toEqual({
      query: 'rosebank',
      sortBy: 'rent_newest',
      refinementList: { city: ['Johannesburg'] },
      configure: { hitsPerPage: 6 },
    });
    expect(changeUiState(filtered, { dealType: 'toLet' }, indices)).toEqual({
      ...filtered,
      page: undefined,
    });
  });
});
