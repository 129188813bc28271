import { describe, expect, it } from 'vitest';
import { countUnknownValues, keepKnownValues, type KnownSearchValues } from '@/lib/alerts/known-values';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';

const KNOWN: KnownSearchValues = {
  propertyTypes: new Set(['Office', 'Retail']),
  cities: new Set(['Durban', 'Cape Town']),
  suburbs: new Set(['Umhlanga']),
  brokers: new Set(['Thandiwe Nkosi']),
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

  it('counts what the index does not know', () => {
    expect(countUnknownValues(search, KNOWN)).toBe(3);
    expect(countUnknownValues({ ...DEFAULT_SEARCH_STATE, city: ['Cape Town'] }, KNOWN)).toBe(0);
  });
});
