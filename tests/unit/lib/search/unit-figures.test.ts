import { describe, expect, it } from 'vitest';
import { foldMatchingUnits, orderByPriceFromDescending } from '@/lib/search/unit-figures';

describe('foldMatchingUnits', () => {
  it('counts the units, takes the lowest priced one as "from" and spans their GLA', () => {
    const figures = foldMatchingUnits([
      { property_gmaven_key: 'a', gross_price: 160, min_gla: 120, max_gla: 180 },
      { property_gmaven_key: 'b', gross_price: 0, min_gla: 900, max_gla: 900 },
      { property_gmaven_key: 'a', gross_price: 0, min_gla: 80, max_gla: 95 },
      { property_gmaven_key: 'a', gross_price: 142.5, min_gla: 300, max_gla: 450 },
    ]);
    expect([...figures]).toEqual([
      ['a', { count: 3, price_from: 142.5, gla_min: 80, gla_max: 450 }],
      ['b', { count: 1, price_from: 0, gla_min: 900, gla_max: 900 }],
    ]);
  });

  it('skips records without a key and reads a missing figure as none', () => {
    const figures = foldMatchingUnits([{ gross_price: 10 }, { property_gmaven_key: 'a', min_gla: 50 }]);
    expect([...figures]).toEqual([['a', { count: 1, price_from: 0, gla_min: 50, gla_max: 50 }]]);
  });
});

describe('orderByPriceFromDescending', () => {
  it('puts the highest "from" price first and POA last, ties in the order they came', () => {
    const figures = foldMatchingUnits([
      { property_gmaven_key: 'poa', gross_price: 0 },
      { property_gmaven_key: 'low', gross_price: 90 },
      { property_gmaven_key: 'high', gross_price: 300 },
      { property_gmaven_key: 'mixed', gross_price: 400 },
      { property_gmaven_key: 'mixed', gross_price: 120 },
      { property_gmaven_key: 'tie', gross_price: 90 },
    ]);
    expect(orderByPriceFromDescending(figures)).toEqual(['high', 'mixed', 'low', 'tie', 'poa']);
  });
});
