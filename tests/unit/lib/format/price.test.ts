import { describe, expect, it } from 'vitest';
import { formatPrice, formatRand, formatRandBound, formatRate, roundToCents } from '@/lib/format/price';

describe('formatRand', () => {
  it('prefixes R, groups thousands with spaces and shows two decimals', () => {
    expect(formatRand(0.5)).toBe('R0.50');
    expect(formatRand(145)).toBe('R145.00');
    expect(formatRand(1234.5)).toBe('R1 234.50');
    expect(formatRand(25_000_000)).toBe('R25 000 000.00');
  });

  it('rounds to two decimals', () => {
    expect(formatRand(99.999)).toBe('R100.00');
    expect(roundToCents(1.005)).toBe(1.01);
    expect(formatRand(1.005)).toBe('R1.01');
  });
});

describe('formatPrice', () => {
  it('reads per m² to let', () => {
    expect(formatPrice({ deal: 'toLet', grossPrice: 165.5 })).toBe('R165.50 per m²');
  });

  it('reads "from" when the price covers more than one unit', () => {
    expect(formatPrice({ deal: 'toLet', grossPrice: 95, unitCount: 4 })).toBe('from R95.00 per m²');
    expect(formatPrice({ deal: 'forSale', grossPrice: 4_500_000, unitCount: 2 })).toBe('from R4 500 000.00');
  });

  it('shows the gross asking price for sale', () => {
    expect(formatPrice({ deal: 'forSale', grossPrice: 18_750_000 })).toBe('R18 750 000.00');
  });

  it('shows POA without a price', () => {
    expect(formatPrice({ deal: 'toLet', grossPrice: 0 })).toBe('POA');
    expect(formatPrice({ deal: 'forSale', grossPrice: null })).toBe('POA');
    expect(formatPrice({ deal: 'toLet', grossPrice: Number.NaN, unitCount: 3 })).toBe('POA');
  });
});

describe('formatRate', () => {
  it('shows a rate per m² column as the amount alone, or POA without one', () => {
    expect(formatRate(97.475)).toBe('R97.48');
    expect(formatRate(0)).toBe('POA');
  });
});

describe('formatRandBound', () => {
  it('gives whole rands without cents, and keeps cents that are there', () => {
    expect(formatRandBound(250_000_000)).toBe('R250 000 000');
    expect(formatRandBound(12.5)).toBe('R12.50');
  });
});
