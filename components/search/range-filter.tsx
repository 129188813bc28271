'use client';

import { useRange } from 'react-instantsearch';
import { clampTypedValue, type PropertyIndexNames, type RangeBounds, resolveRange } from '@/lib/search';
import { RangeInputs } from './range-inputs';
import { useDealAndSort } from './use-deal-and-sort';

type RangeApi = ReturnType<typeof useRange>;

function boundsOf({ range }: RangeApi): RangeBounds | null {
  const { min, max } = range;
  return min !== undefined && max !== undefined && Number.isFinite(min) && Number.isFinite(max) && max > 0
    ? { min, max }
    : null;
}

function finite(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) ? value : null;
}

function placeholder(value: number | undefined, unit: string, round: (n: number) => number): string {
  return value !== undefined && Number.isFinite(value)
    ? `${round(value).toLocaleString('en-ZA')} ${unit}`
    : 'Any';
}

/** Calls the connector, which throws SPEC §8's messages for values the inputs let through. */
function refineSafely(api: RangeApi, bounds: [number | undefined, number | undefined]): string | null {
  try {
    api.refine(bounds);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** For sale a price is the asking price; to let it is a rate per m². */
export function PriceRangeFilter({ indices }: { indices: PropertyIndexNames }) {
  // The range registers first: on the server the deal's hooks wait for results, and a widget
  // registered after that wait is missing from the first search, which the server renders.
  const price = useRange({ attribute: 'gross_price' });
  const legend = useDealAndSort(indices).dealType === 'forSale' ? 'Price' : 'Price per m² (gross)';
  const bounds = boundsOf(price);
  return (
    <RangeInputs
      legend={legend}
      minField="minPrice"
      maxField="maxPrice"
      minValue={finite(price.start[0])}
      maxValue={finite(price.start[1])}
      minPlaceholder={placeholder(bounds?.min, 'rand', Math.floor)}
      maxPlaceholder={placeholder(bounds?.max, 'rand', Math.ceil)}
      onApply={(minText, maxText) => {
        const resolved = resolveRange(
          clampTypedValue('minPrice', minText),
          clampTypedValue('maxPrice', maxText),
          bounds,
        );
        if (!resolved.ok) return resolved.error;
        if (resolved.min === finite(price.start[0]) && resolved.max === finite(price.start[1])) return null;
        return refineSafely(price, [resolved.min ?? undefined, resolved.max ?? undefined]);
      }}
    />
  );
}

/** A unit matches when its GLA overlaps the wanted size: the minimum applies to max_gla, the maximum to min_gla. */
export function GlaRangeFilter({ legend }: { legend: string }) {
  const low = useRange({ attribute: 'max_gla' });
  const high = useRange({ attribute: 'min_gla' });
  const lowBounds = boundsOf(low);
  const highBounds = boundsOf(high);
  return (
    <RangeInputs
      legend={legend}
      minField="minGLA"
      maxField="maxGLA"
      minValue={finite(low.start[0])}
      maxValue={finite(high.start[1])}
      minPlaceholder={placeholder(lowBounds?.min, 'm²', Math.floor)}
      maxPlaceholder={placeholder(highBounds?.max, 'm²', Math.ceil)}
      onApply={(minText, maxText) => {
        const min = resolveRange(clampTypedValue('minGLA', minText), null, lowBounds);
        const max = resolveRange(null, clampTypedValue('maxGLA', maxText), highBounds);
        if (!min.ok) return min.error;
        if (!max.ok) return max.error;
        const lowError =
          min.min === finite(low.start[0]) ? null : refineSafely(low, [min.min ?? undefined, undefined]);
        const highError =
          max.max === finite(high.start[1]) ? null : refineSafely(high, [undefined, max.max ?? undefined]);
        return lowError ?? highError;
      }}
    />
  );
}
