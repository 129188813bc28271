import { describe, expect, it } from 'vitest';
import { checkRangeRefinement, clampTypedValue, RANGE_ERRORS, resolveRange } from '@/lib/search/state/range';

describe('clampTypedValue (SPEC §5)', () => {
  it('clamps to each input floor', () => {
    expect(clampTypedValue('minPrice', '-20')).toBe(0);
    expect(clampTypedValue('maxPrice', '0')).toBe(1);
    expect(clampTypedValue('minGLA', '-1')).toBe(0);
    expect(clampTypedValue('maxGLA', '250')).toBe(250);
  });

  it('reads empty or non-numbers as no value and ignores grouping', () => {
    expect(clampTypedValue('minPrice', '')).toBeNull();
    expect(clampTypedValue('minPrice', 'abc')).toBeNull();
    expect(clampTypedValue('maxPrice', '1 500 000')).toBe(1_500_000);
  });
});

describe('resolveRange', () => {
  const bounds = { min: 55, max: 260 };

  it('clamps into the range the index reports and drops sides equal to it', () => {
    expect(resolveRange(10, 400, bounds)).toEqual({ ok: true, min: null, max: null });
    expect(resolveRange(80, 150, bounds)).toEqual({ ok: true, min: 80, max: 150 });
    expect(resolveRange(null, 120, bounds)).toEqual({ ok: true, min: null, max: 120 });
  });

  it('swaps a min above the max', () => {
    expect(resolveRange(200, 90, bounds)).toEqual({ ok: true, min: 90, max: 200 });
  });

  it('refuses non-finite values with the connector message', () => {
    expect(resolveRange(Number.POSITIVE_INFINITY, null, bounds)).toEqual({
      ok: false,
      error: RANGE_ERRORS.nonFinite,
    });
  });
});

describe('checkRangeRefinement (SPEC §8)', () => {
  const bounds = { min: 55, max: 260 };
  it('reports each error with its exact message', () => {
    expect(checkRangeRefinement(10, null, bounds)).toBe("You can't provide min value lower than range.");
    expect(checkRangeRefinement(null, 999, bounds)).toBe("You can't provide max value greater than range.");
    expect(checkRangeRefinement(Number.NaN, null, bounds)).toBe(
      "You can't provide non finite values to the range connector.",
    );
    expect(checkRangeRefinement(60, 200, bounds)).toBeNull();
  });
});
