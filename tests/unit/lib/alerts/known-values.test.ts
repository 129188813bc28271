import { describe, expect, it } from 'vitest';
import { countUnknownValues, keepKnownValues, type KnownSearchValues } from '@/lib/alerts/known-values';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';

const KNOWN: KnownSearchValues = {
  propertyTypes: new Set(['Office', 'Retail']),
  cities: new Set(['Durban', 'Cape Town']),
  suburbs: new Set(['Umhlanga']),
  brokers: new Set(['Thandiwe Nkosi']),
  priceRange: { min: 40, max: 400 },
  glaRange: { min: 50, max: 20_000 },
};

describe('known search values', () => {
  const search = {
    ...DEFAULT_SEARCH_STATE,
    query: 'anything typed',
    propertyType: ['Office', 'Spaceship'],
    city: ['Durban', 'Atlantis'],
    suburb: ['Umhlanga'],
    broker: ['Nobody'],
  };

  it('keeps only list values the index has, and leaves the rest of the state alone', () => {
    expect(keepKnownValues(search, KNOWN)).toEqual({
      ...search,
      propertyType: ['Office'],
      city: ['Durban'],
      suburb: ['Umhlanga'],
      broker: [],
    });
  });

  it('keeps only price and GLA bounds inside the range the index reports', () => {
    const bounds = { ...DEFAULT_SEARCH_STATE, minPrice: 100, maxPrice: 821_234_567, minGLA: 10, maxGLA: 500 };
    expect(keepKnownValues(bounds, KNOWN)).toMatchObject({
      minPrice: 100,
      maxPrice: null,
      minGLA: null,
      maxGLA: 500,
    });
    expect(keepKnownValues(bounds, { ...KNOWN, priceRange: null, glaRange: null })).toMatchObject({
      minPrice: null,
      maxPrice: null,
      minGLA: null,
      maxGLA: null,
    });
  });

  it('counts what the index does not know', () => {
    expect(countUnknownValues(search, KNOWN)).toBe(3);
    expect(countUnknownValues({ ...DEFAULT_SEARCH_STATE, city: ['Cape Town'] }, KNOWN)).toBe(0);
  });
});
