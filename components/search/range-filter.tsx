'use client';

import { useState } from 'react';
import { useRange } from 'react-instantsearch';
import { formatCount } from '@/lib/format/count';
import { clampTypedValue, type PropertyIndexNames, type RangeBounds, resolveRange } from '@/lib/search';
import { RangeBoundInput, RangeFieldset, RangeInputs } from './range-inputs';
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
  return value !== undefined && Number.isFinite(value) ? `${formatCount(round(value))} ${unit}` : 'Any';
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

/**
 * A unit matches when its GLA overlaps the wanted size: the minimum applies to max_gla, the
 * maximum to min_gla. Each side is a component of its own, with its one connector: on the server a
 * connector waits for the first results, and a second one in the same component would miss them.
 */
export function GlaRangeFilter({ legend }: { legend: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <RangeFieldset legend={legend} error={error}>
      <GlaBound side="min" legend={legend} onResult={setError} />
      <GlaBound side="max" legend={legend} onResult={setError} />
    </RangeFieldset>
  );
}

function GlaBound({
  side,
  legend,
  onResult,
}: {
  side: 'min' | 'max';
  legend: string;
  onResult: (error: string | null) => void;
}) {
  const isMin = side === 'min';
  const range = useRange({ attribute: isMin ? 'max_gla' : 'min_gla' });
  const bounds = boundsOf(range);
  const value = finite(range.start[isMin ? 0 : 1]);
  return (
    <RangeBoundInput
      caption={isMin ? 'Min' : 'Max'}
      legend={legend}
      field={isMin ? 'minGLA' : 'maxGLA'}
      value={value}
      placeholder={
        isMin ? placeholder(bounds?.min, 'm²', Math.floor) : placeholder(bounds?.max, 'm²', Math.ceil)
      }
      onResult={onResult}
      onApply={(text) => {
        const typed = clampTypedValue(isMin ? 'minGLA' : 'maxGLA', text);
        const resolved = isMin ? resolveRange(typed, null, bounds) : resolveRange(null, typed, bounds);
        if (!resolved.ok) return resolved.error;
        const wanted = isMin ? resolved.min : resolved.max;
        if (wanted === value) return null;
        return refineSafely(
          range,
          isMin ? [wanted ?? undefined, undefined] : [undefined, wanted ?? undefined],
        );
      }}
    />
  );
}
