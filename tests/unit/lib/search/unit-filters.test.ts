import { describe, expect, it } from 'vitest';
import {
  readUnitTests,
  toPricedNumericFilters,
  toUnitFacetFilters,
  type UnitFields,
} from '@/lib/search/unit-filters';

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

describe('readUnitTests', () => {
  const unit = (fields: Partial<UnitFields>): UnitFields => ({
    gross_price: 120,
    min_gla: 100,
    max_gla: 300,
    unit_category: 'Office',
    property_category: 'Mixed Use',
    broker: 'Thandiwe Nkosi',
    available_timestamp: 0,
    ...fields,
  });
  const passes = (params: Record<string, unknown>, fields: Partial<UnitFields> = {}) => {
    const tests = readUnitTests(params);
    if (!tests) throw new Error('unreadable');
    return tests.every((test) => test(unit(fields)));
  };

  it('reads price and size bounds as the unit’s own figures', () => {
    const params = {
      numericFilters: ['gross_price>=100', 'gross_price<=150', 'max_gla>=250', 'min_gla<=400'],
    };
    expect(passes(params)).toBe(true);
    expect(passes(params, { gross_price: 99.5 })).toBe(false);
    expect(passes(params, { gross_price: 150.01 })).toBe(false);
    expect(passes(params, { max_gla: 200 })).toBe(false);
    expect(passes(params, { min_gla: 401 })).toBe(false);
    expect(passes({ numericFilters: 'gross_price>0' }, { gross_price: 0 })).toBe(false);
    expect(passes({ numericFilters: [['gross_price=0', 'gross_price>200']] }, { gross_price: 0 })).toBe(true);
  });

  it('matches a type by the unit’s category or its building’s, a broker by the unit’s, either form', () => {
    expect(
      passes({ facetFilters: [['property_unit_categories:Retail', 'property_unit_categories:Office']] }),
    ).toBe(true);
    expect(passes({ facetFilters: ['property_unit_categories:Mixed Use'] })).toBe(true);
    expect(passes({ facetFilters: ['property_unit_categories:Retail'] })).toBe(false);
    expect(passes({ facetFilters: [['unit_category:Retail', 'property_category:Retail']] })).toBe(false);
    expect(passes({ facetFilters: ['property_brokers:Thandiwe Nkosi'] })).toBe(true);
    expect(passes({ facetFilters: ['broker:Sipho Dlamini'] })).toBe(false);
  });

  it('has no test for filters every unit of a property shares, and none for no filters', () => {
    expect(readUnitTests({ facetFilters: [['city:Durban'], 'suburb:Umhlanga'], numericFilters: [] })).toEqual(
      [],
    );
    expect(readUnitTests({ numericFilters: ['property_price_from>=100'] })).toEqual([]);
    expect(readUnitTests({})).toEqual([]);
  });

  it('gives up on a filter it cannot read, rather than guess', () => {
    expect(readUnitTests({ facetFilters: ['web_ref:RC-1'] })).toBeNull();
    expect(readUnitTests({ facetFilters: ['property_unit_categories:-Office'] })).toBeNull();
    expect(readUnitTests({ numericFilters: ['gross_price:100 TO 200'] })).toBeNull();
    expect(readUnitTests({ numericFilters: ['updated_timestamp>=1'] })).toBeNull();
  });
});
