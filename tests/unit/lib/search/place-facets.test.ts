import { describe, expect, it } from 'vitest';
import { placeFacetValue, splitPlaceFacetValue } from '@/lib/search/place-facets';

describe('place facet values', () => {
  it('joins a place to its parent and splits it back', () => {
    expect(placeFacetValue('Glenmore', 'Port Edward')).toBe('Glenmore, Port Edward');
    expect(splitPlaceFacetValue('Glenmore, Port Edward')).toEqual({
      name: 'Glenmore',
      parent: 'Port Edward',
    });
    expect(placeFacetValue('Durban', '')).toBe('Durban');
    expect(splitPlaceFacetValue('Durban')).toEqual({ name: 'Durban', parent: '' });
  });

  it('splits at the last comma: a suburb may hold one, its city does not', () => {
    expect(splitPlaceFacetValue('Berea, North, Durban')).toEqual({ name: 'Berea, North', parent: 'Durban' });
  });

  it('splits a highlighted value the same way', () => {
    expect(splitPlaceFacetValue('<em>Umhl</em>anga Ridge, Durban')).toEqual({
      name: '<em>Umhl</em>anga Ridge',
      parent: 'Durban',
    });
  });
});
