import { describe, expect, it } from 'vitest';
import {
  applySearchChange,
  clampPage,
  DEFAULT_DEAL,
  DEFAULT_SEARCH_STATE,
  filtersEqual,
  type SearchState,
} from '@/lib/search/search-state';

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
    expect(DEFAULT_DEAL).toBe('ToLet');
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
    expect(applySearchChange(filtered, { dealType: 'ForSale' })).toEqual({
      ...DEFAULT_SEARCH_STATE,
      dealType: 'ForSale',
    });
  });

  it('keeps the state when the same deal type is chosen again', () => {
    expect(applySearchChange(filtered, { dealType: 'ToLet' })).toMatchObject({ city: ['Johannesburg'] });
  });

  it('compares filters ignoring query, deal and page', () => {
    expect(filtersEqual(filtered, { ...filtered, query: 'x', dealType: 'ForSale', page: '9' })).toBe(true);
    expect(filtersEqual(filtered, { ...filtered, city: ['Durban'] })).toBe(false);
    expect(filtersEqual(filtered, { ...filtered, minPrice: 101 })).toBe(false);
  });

  it('resets a page beyond the last to the last page, or 1', () => {
    expect(clampPage('9', 4)).toBe('4');
    expect(clampPage('2', 4)).toBe('2');
    expect(clampPage('3', 0)).toBe('1');
    expect(clampPage('abc', 5)).toBe('1');
  });
});
