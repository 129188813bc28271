import { describe, expect, it } from 'vitest';
import { foldMatchingUnits, orderByPriceFromDescending, unitsOfHit } from '@/lib/search/unit-figures';
import type { UnitTest } from '@/lib/search/unit-filters';
import { AVAILABLE_ON_NOTICE } from '@/lib/listings/availability';

/** A hit as the index answers it: its property's units, their categories and brokers by position. */
const hit = {
  property_unit_categories: ['Mixed Use', 'Office', 'Retail'],
  property_brokers: ['Sipho Dlamini', 'Thandiwe Nkosi'],
  property_units: [
    [160, 120, 180, 1, 0, 0, 1, 1_796_162_400],
    [0, 80, 95, 2, 0, 1, 1, 0],
    [142.5, 300, 450, 1, 0, -1, 3, 1_788_213_600],
    [0, 900, 900, 2, 0, 1, 1, AVAILABLE_ON_NOTICE],
  ],
};
const priced: UnitTest = (unit) => unit.gross_price > 0;
const retail: UnitTest = (unit) => unit.unit_category === 'Retail' || unit.property_category === 'Retail';

describe('unitsOfHit', () => {
  it('reads each unit back with its category, building category and broker', () => {
    expect(unitsOfHit(hit)?.[1]).toEqual({
      gross_price: 0,
      min_gla: 80,
      max_gla: 95,
      unit_category: 'Retail',
      property_category: 'Mixed Use',
      broker: 'Thandiwe Nkosi',
      count: 1,
      available_timestamp: 0,
    });
    expect(unitsOfHit(hit)?.[2]).toMatchObject({ broker: '', count: 3 });
    expect(unitsOfHit({ property_name: 'no units' } as object)).toBeNull();
    expect(unitsOfHit({ property_units: [] })).toBeNull();
  });
});

describe('foldMatchingUnits', () => {
  it('counts the units, alike ones each, takes the lowest priced one as "from", spans their GLA and takes the first to be free', () => {
    expect(foldMatchingUnits(hit, [])).toEqual({
      count: 6,
      price_from: 142.5,
      gla_min: 80,
      gla_max: 900,
      available_timestamp: 0,
    });
  });

  it('folds only the units that pass every test', () => {
    expect(foldMatchingUnits(hit, [priced])).toEqual({
      count: 4,
      price_from: 142.5,
      gla_min: 120,
      gla_max: 450,
      available_timestamp: 1_788_213_600,
    });
    expect(foldMatchingUnits(hit, [retail])).toEqual({
      count: 2,
      price_from: 0,
      gla_min: 80,
      gla_max: 900,
      available_timestamp: 0,
    });
    expect(foldMatchingUnits(hit, [retail, priced])).toBeNull();
  });

  it('reads a missing figure as none, a maximum below the minimum as the minimum, and no date as on notice', () => {
    expect(foldMatchingUnits({ property_units: [[10, 50]], property_unit_categories: [] }, [])).toEqual({
      count: 1,
      price_from: 10,
      gla_min: 50,
      gla_max: 50,
      available_timestamp: AVAILABLE_ON_NOTICE,
    });
    expect(foldMatchingUnits({}, [])).toBeNull();
  });
});

describe('orderByPriceFromDescending', () => {
  it('puts the highest "from" price first and POA last, ties in the order they came', () => {
    const cards = [
      { key: 'poa', price: 0 },
      { key: 'low', price: 90 },
      { key: 'high', price: 300 },
      { key: 'mixed', price: 120 },
      { key: 'tie', price: 90 },
    ];
    expect(orderByPriceFromDescending(cards, (card) => card.price).map((card) => card.key)).toEqual([
      'high',
      'mixed',
      'low',
      'tie',
      'poa',
    ]);
  });
});
