import { describe, expect, it } from 'vitest';
import { CLEAR_FILTERS, findRangeConflicts, listAppliedFilters } from '@/lib/search/state/applied-filters';
import { applySearchChange, DEFAULT_SEARCH_STATE, type SearchState } from '@/lib/search/state/search-state';
import { buildSearchHref } from '@/lib/search/state/url-state';

const state = (change: Partial<SearchState>): SearchState => ({ ...DEFAULT_SEARCH_STATE, ...change });

describe('listAppliedFilters', () => {
  it('lists nothing for the search with nothing chosen, nor for a deal, a sort, a page or a view', () => {
    expect(listAppliedFilters(DEFAULT_SEARCH_STATE)).toEqual([]);
    expect(
      listAppliedFilters(state({ dealType: 'forSale', sort: 'price-asc', page: '3', view: 'map' })),
    ).toEqual([]);
  });

  it('names every filter as the filter panel does, in the panel’s order', () => {
    const filters = listAppliedFilters(
      state({
        query: 'sandton',
        propertyType: ['Office', 'Retail'],
        city: ['Johannesburg'],
        suburb: ['Sandton CBD'],
        minPrice: 100,
        maxPrice: 250.5,
        minGLA: 200,
        broker: ['Thandiwe Nkosi'],
        availableNow: true,
        area: { north: -26, east: 28.1, south: -26.2, west: 28 },
      }),
    );
    expect(filters.map(({ group, value }) => `${group}: ${value}`)).toEqual([
      'Search text: “sandton”',
      'Property type: Office',
      'Property type: Retail',
      'City: Johannesburg',
      'Suburb: Sandton CBD',
      'Price: R100.00 – R250.50 per m²',
      'GLA: from 200 m²',
      'Broker: Thandiwe Nkosi',
      'Availability: available now',
      'Map area: the area in view',
    ]);
    expect(new Set(filters.map(({ key }) => key)).size).toBe(filters.length);
  });

  it('writes a price for sale without "per m²", and one-sided ranges as from / up to', () => {
    const [price, gla] = listAppliedFilters(
      state({ dealType: 'forSale', maxPrice: 5_000_000, maxGLA: 1250 }),
    );
    expect(price?.value).toBe('up to R5 000 000.00');
    expect(gla?.value).toBe('up to 1 250 m²');
  });

  it('removes one value of a list and keeps the others, back on page 1', () => {
    const current = state({ city: ['Durban', 'Cape Town'], propertyType: ['Office'], page: '4' });
    const durban = listAppliedFilters(current).find(({ key }) => key === 'city:Durban');
    const next = applySearchChange(current, durban?.removal ?? {});
    expect(next.city).toEqual(['Cape Town']);
    expect(next.propertyType).toEqual(['Office']);
    expect(buildSearchHref(next)).toBe('/search?category=Office&city=Cape+Town');
  });

  it('removes "available now", back on page 1', () => {
    const current = state({ availableNow: true, city: ['Durban'], page: '2' });
    const available = listAppliedFilters(current).find(({ key }) => key === 'available');
    expect(buildSearchHref(applySearchChange(current, available?.removal ?? {}))).toBe('/search?city=Durban');
  });

  it('removes both bounds of a range at once', () => {
    const current = state({ minPrice: 10, maxPrice: 20, minGLA: 5 });
    const price = listAppliedFilters(current).find(({ key }) => key === 'price');
    expect(applySearchChange(current, price?.removal ?? {})).toEqual(state({ minGLA: 5 }));
  });

  it('clears every filter and keeps the deal, the sort and the view', () => {
    const current = state({
      dealType: 'forSale',
      sort: 'newest',
      view: 'map',
      query: 'x',
      city: ['Durban'],
      maxGLA: 9,
      availableNow: true,
      area: { north: 1, east: 1, south: 0, west: 0 },
    });
    expect(applySearchChange(current, CLEAR_FILTERS)).toEqual(
      state({ dealType: 'forSale', sort: 'newest', view: 'map' }),
    );
  });
});

describe('findRangeConflicts', () => {
  it('finds none while each minimum is at most its maximum, or a side is open', () => {
    expect(findRangeConflicts(state({ minPrice: 5, maxPrice: 5, minGLA: 900 }))).toEqual([]);
  });

  it('names a price minimum above its maximum, with the swap that fixes it', () => {
    const [conflict, ...others] = findRangeConflicts(state({ minPrice: 999_999_999, maxPrice: 1 }));
    expect(others).toEqual([]);
    expect(conflict?.message).toBe(
      'The minimum price, R999 999 999.00 per m², is above the maximum, R1.00 per m²: no property can match.',
    );
    expect(conflict?.swap).toEqual({ minPrice: 1, maxPrice: 999_999_999 });
  });

  it('names a GLA minimum above its maximum', () => {
    const [conflict] = findRangeConflicts(state({ dealType: 'forSale', minGLA: 5000, maxGLA: 100 }));
    expect(conflict?.message).toBe(
      'The minimum GLA, 5 000 m², is above the maximum, 100 m²: no property can match.',
    );
    expect(conflict?.swap).toEqual({ minGLA: 100, maxGLA: 5000 });
  });
});
