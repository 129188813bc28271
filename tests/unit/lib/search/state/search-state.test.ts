import { describe, expect, it } from 'vitest';
import { DEFAULT_DEAL } from '@/lib/deal';
import { applySearchChange, DEFAULT_SEARCH_STATE, type SearchState } from '@/lib/search/state/search-state';

const filtered: SearchState = {
  ...DEFAULT_SEARCH_STATE,
  query: 'sandton',
  propertyType: ['Office'],
  city: ['Johannesburg'],
  minPrice: 100,
  page: '3',
};

describe('search state rules (SPEC §4)', () => {
  it('defaults to rent, the second deal type', () => {
    expect(DEFAULT_DEAL).toBe('toLet');
    expect(DEFAULT_SEARCH_STATE.page).toBe('1');
  });

  it('resets page to 1 when a filter or the query changes', () => {
    expect(applySearchChange(filtered, { city: ['Johannesburg', 'Pretoria'] }).page).toBe('1');
    expect(applySearchChange(filtered, { query: 'rosebank' }).page).toBe('1');
    expect(applySearchChange(filtered, { maxGLA: 500 })).toMatchObject({
      maxGLA: 500,
      minPrice: 100,
      page: '1',
    });
  });

  it('keeps the filters when only the page changes', () => {
    expect(applySearchChange(filtered, { page: '4' })).toEqual({ ...filtered, page: '4' });
  });

  it('resets everything to defaults when the deal type changes', () => {
    expect(applySearchChange(filtered, { dealType: 'forSale' })).toEqual({
      ...DEFAULT_SEARCH_STATE,
      dealType: 'forSale',
    });
  });

  it('resets page to 1 when the map area changes, but keeps it when only the view changes', () => {
    const area = { north: -26, east: 28.1, south: -26.2, west: 28 };
    expect(applySearchChange(filtered, { area })).toMatchObject({ area, page: '1', city: ['Johannesburg'] });
    expect(applySearchChange(filtered, { view: 'map' })).toEqual({ ...filtered, view: 'map' });
  });

  it('keeps the map view when a new deal type resets the search', () => {
    const onMap = {
      ...filtered,
      view: 'map' as const,
      area: { north: -26, east: 28.1, south: -26.2, west: 28 },
    };
    expect(applySearchChange(onMap, { dealType: 'forSale' })).toEqual({
      ...DEFAULT_SEARCH_STATE,
      dealType: 'forSale',
      view: 'map',
    });
  });

  it('keeps the state when the same deal type is chosen again', () => {
    expect(applySearchChange(filtered, { dealType: 'toLet' })).toMatchObject({ city: ['Johannesburg'] });
  });
});
