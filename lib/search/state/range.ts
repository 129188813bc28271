/**
 * Price and GLA range inputs (SPEC §5, §8): typed values are clamped to their floor and to the
 * range the index reports (`facets_stats`); empty means the index minimum or maximum.
 */

export const RANGE_ERRORS = {
  belowRange: "You can't provide min value lower than range.",
  aboveRange: "You can't provide max value greater than range.",
  nonFinite: "You can't provide non finite values to the range connector.",
} as const;

export type RangeField = 'minPrice' | 'maxPrice' | 'minGLA' | 'maxGLA';

/** SPEC §5: min price minimum 0, max price minimum 1, GLA inputs minimum 0. */
export const INPUT_FLOORS: Record<RangeField, number> = { minPrice: 0, maxPrice: 1, minGLA: 0, maxGLA: 0 };

export interface RangeBounds {
  min: number;
  max: number;
}

/** What a number input holds after typing: clamped up to its floor, or null when empty or not a number. */
export function clampTypedValue(field: RangeField, typed: string): number | null {
  const trimmed = typed.replace(/[\s,]/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (Number.isNaN(value)) return null;
  return Math.max(INPUT_FLOORS[field], value);
}

export type RangeResolution =
  { ok: true; min: number | null; max: number | null } | { ok: false; error: string };

/**
 * Turns the two inputs into a refinement inside `bounds`. Values outside are clamped, as the
 * inputs do; a non-finite value (Infinity typed or pasted) is refused with the connector's message.
 * A side equal to the bound is dropped (null), so the URL stays clean.
 */
export function resolveRange(
  min: number | null,
  max: number | null,
  bounds: RangeBounds | null,
): RangeResolution {
  if ((min !== null && !Number.isFinite(min)) || (max !== null && !Number.isFinite(max))) {
    return { ok: false, error: RANGE_ERRORS.nonFinite };
  }
  if (!bounds) return { ok: true, min, max };
  let low = min === null ? null : Math.min(Math.max(min, bounds.min), bounds.max);
  let high = max === null ? null : Math.max(Math.min(max, bounds.max), bounds.min);
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  return {
    ok: true,
    min: low === null || low <= bounds.min ? null : low,
    max: high === null || high >= bounds.max ? null : high,
  };
}

/** The check the range connector applies; the UI clamps first, so this reports only what slipped past. */
export function checkRangeRefinement(
  min: number | null,
  max: number | null,
  bounds: RangeBounds,
): string | null {
  if ((min !== null && !Number.isFinite(min)) || (max !== null && !Number.isFinite(max))) {
    return RANGE_ERRORS.nonFinite;
  }
  if (min !== null && min < bounds.min) return RANGE_ERRORS.belowRange;
  if (max !== null && max > bounds.max) return RANGE_ERRORS.aboveRange;
  return null;
}
