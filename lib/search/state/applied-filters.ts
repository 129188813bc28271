import { formatGla } from '@/lib/format/gla';
import { formatRand } from '@/lib/format/price';
import type { SearchState } from './search-state';

/**
 * The filters a search applies, one removable item each (the chips above the results), and the
 * ranges that can match nothing because their minimum is above their maximum. Each names the
 * change that takes it away, so a chip is a link to the search without it.
 */

export interface AppliedFilter {
  /** Unique within a search: `city:Durban`. */
  key: string;
  /** What kind of filter, as the filter panel names it: "City". */
  group: string;
  /** Its value as the visitor reads it: "Durban", "R100.00 – R250.00 per m²". */
  value: string;
  /** The change that removes it (SPEC §4: back to page 1). */
  removal: Partial<SearchState>;
}

type ListKey = 'propertyType' | 'city' | 'suburb' | 'broker';

const LIST_GROUPS: ReadonlyArray<[ListKey, string]> = [
  ['propertyType', 'Property type'],
  ['city', 'City'],
  ['suburb', 'Suburb'],
];

/** "R100.00 – R250.00 per m²", "from 200 m²", "up to R5 000 000.00": the unit once, at the end. */
function describeBounds(
  min: number | null,
  max: number | null,
  format: (value: number) => string,
  unit = '',
): string {
  if (min !== null && max !== null) return `${format(min)} – ${format(max)}${unit}`;
  return min !== null ? `from ${format(min)}${unit}` : `up to ${format(max ?? 0)}${unit}`;
}

/** `500 m²`; a bound of 0 (the same as none) still reads as a figure. */
const formatArea = (value: number) => (value > 0 ? formatGla(value) : '0 m²');

/** To let, a price is a rate per m² (SPEC §9). */
const priceUnit = (state: SearchState) => (state.dealType === 'toLet' ? ' per m²' : '');

function listFilters(state: SearchState, key: ListKey, group: string): AppliedFilter[] {
  return state[key].map((value) => ({
    key: `${key}:${value}`,
    group,
    value,
    removal: { [key]: state[key].filter((other) => other !== value) },
  }));
}

export function listAppliedFilters(state: SearchState): AppliedFilter[] {
  const filters: AppliedFilter[] = [];
  if (state.query) {
    filters.push({ key: 'query', group: 'Search text', value: `“${state.query}”`, removal: { query: '' } });
  }
  for (const [key, group] of LIST_GROUPS) filters.push(...listFilters(state, key, group));
  if (state.minPrice !== null || state.maxPrice !== null) {
    filters.push({
      key: 'price',
      group: 'Price',
      value: describeBounds(state.minPrice, state.maxPrice, formatRand, priceUnit(state)),
      removal: { minPrice: null, maxPrice: null },
    });
  }
  if (state.minGLA !== null || state.maxGLA !== null) {
    filters.push({
      key: 'gla',
      group: 'GLA',
      value: describeBounds(state.minGLA, state.maxGLA, formatArea),
      removal: { minGLA: null, maxGLA: null },
    });
  }
  filters.push(...listFilters(state, 'broker', 'Broker'));
  if (state.availableNow) {
    filters.push({
      key: 'available',
      group: 'Availability',
      value: 'available now',
      removal: { availableNow: false },
    });
  }
  if (state.area) {
    filters.push({ key: 'area', group: 'Map area', value: 'the area in view', removal: { area: null } });
  }
  return filters;
}

/** Every filter gone; the deal type, the sort order and the view stay as they are. */
export const CLEAR_FILTERS: Partial<SearchState> = {
  query: '',
  propertyType: [],
  city: [],
  suburb: [],
  broker: [],
  minPrice: null,
  maxPrice: null,
  minGLA: null,
  maxGLA: null,
  availableNow: false,
  area: null,
};

export interface RangeConflict {
  key: 'price' | 'gla';
  /** "The minimum price, R999 999 999.00 per m², is above the maximum, R1.00 per m²: no property can match." */
  message: string;
  /** The two bounds the other way round. */
  swap: Partial<SearchState>;
}

function conflict(
  key: RangeConflict['key'],
  noun: string,
  [min, max]: [number | null, number | null],
  format: (value: number) => string,
  swap: Partial<SearchState>,
): RangeConflict[] {
  if (min === null || max === null || min <= max) return [];
  return [
    {
      key,
      message: `The minimum ${noun}, ${format(min)}, is above the maximum, ${format(max)}: no property can match.`,
      swap,
    },
  ];
}

/** Ranges whose minimum is above their maximum: a hand-made or edited link, which finds nothing. */
export function findRangeConflicts(state: SearchState): RangeConflict[] {
  return [
    ...conflict(
      'price',
      'price',
      [state.minPrice, state.maxPrice],
      (value) => formatRand(value) + priceUnit(state),
      {
        minPrice: state.maxPrice,
        maxPrice: state.minPrice,
      },
    ),
    ...conflict('gla', 'GLA', [state.minGLA, state.maxGLA], formatArea, {
      minGLA: state.maxGLA,
      maxGLA: state.minGLA,
    }),
  ];
}
