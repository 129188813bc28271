import { describe, expect, it } from 'vitest';
import { hasNumericFilters, toPricedNumericFilters, toUnitFacetFilters } from '@/lib/search/unit-filters';

describe('toUnitFacetFilters', () => {
  it('matches a type by the unit’s own category or its building’s, and a broker by the unit’s broker', () => {
    expect(
      toUnitFacetFilters([
        ['property_unit_categories:Office', 'property_unit_categories:Mixed Use'],
        'property_brokers:Thandiwe Nkosi',
        ['city:Durban'],
      ]),
    ).toEqual({
      facetFilters: [
        [
          'unit_category:Office',
          'property_category:Office',
          'unit_category:Mixed Use',
          'property_category:Mixed Use',
        ],
        'broker:Thandiwe Nkosi',
        ['city:Durban'],
      ],
      changed: true,
    });
  });

  it('keeps what is already unit-level, negations and values with colons as they are', () => {
    const filters = ['city:Cape Town', 'property_unit_categories:-Office', ['suburb:Bree: Upper']];
    expect(toUnitFacetFilters(filters)).toEqual({ facetFilters: filters, changed: false });
    expect(toUnitFacetFilters(['property_brokers:A: B']).facetFilters).toEqual(['broker:A: B']);
  });

  it('leaves anything but a list alone', () => {
    expect(toUnitFacetFilters(undefined)).toEqual({ facetFilters: undefined, changed: false });
    expect(toUnitFacetFilters('property_unit_categories:Office')).toEqual({
      facetFilters: 'property_unit_categories:Office',
      changed: false,
    });
  });
});

describe('hasNumericFilters', () => {
  it('is true for a list or string with a filter in it', () => {
    expect(hasNumericFilters(['gross_price>=150'])).toBe(true);
    expect(hasNumericFilters('max_gla>=500')).toBe(true);
    expect(hasNumericFilters([])).toBe(false);
    expect(hasNumericFilters(' ')).toBe(false);
    expect(hasNumericFilters(undefined)).toBe(false);
  });
});

describe('toPricedNumericFilters', () => {
  it('adds a price above zero to any price bound, so POA never matches a price filter', () => {
    expect(toPricedNumericFilters(['gross_price<=50'])).toEqual(['gross_price<=50', 'gross_price>0']);
    expect(toPricedNumericFilters('gross_price>=150')).toEqual(['gross_price>=150', 'gross_price>0']);
    expect(toPricedNumericFilters([['gross_price<=50'], 'max_gla>=500'])).toEqual([
      ['gross_price<=50'],
      'max_gla>=500',
      'gross_price>0',
    ]);
  });

  it('leaves filters without a price bound as they were', () => {
    const filters = ['max_gla>=500'];
    expect(toPricedNumericFilters(filters)).toBe(filters);
    expect(toPricedNumericFilters(undefined)).toBeUndefined();
  });
});
