import type { SearchState } from '@/lib/search/state/search-state';
import type { RangeBounds } from '@/lib/search/state/range';

/**
 * The values the index knows for a deal type's filters: what an alert e-mail may name. A search
 * key can carry any text (a hand-made URL), and anyone can aim an alert's confirmation at any
 * address, so e-mails describe a search only by values that exist: list values the index has, and
 * price and GLA bounds inside the range its listings span (a "price" of 0821234567 is a phone number).
 */
export interface KnownSearchValues {
  propertyTypes: ReadonlySet<string>;
  cities: ReadonlySet<string>;
  suburbs: ReadonlySet<string>;
  brokers: ReadonlySet<string>;
  /** The listings' gross prices (`facets_stats`), null when the index reports none. */
  priceRange: RangeBounds | null;
  /** The listings' GLA, from the smallest min_gla to the largest max_gla. */
  glaRange: RangeBounds | null;
}

const LISTS = [
  ['propertyType', 'propertyTypes'],
  ['city', 'cities'],
  ['suburb', 'suburbs'],
  ['broker', 'brokers'],
] as const;

function within(value: number | null, range: RangeBounds | null): number | null {
  return value !== null && range !== null && value >= range.min && value <= range.max ? value : null;
}

/** The state with every list value the index does not know, and every bound outside its range, left out. */
export function keepKnownValues(state: SearchState, known: KnownSearchValues): SearchState {
  const kept = { ...state };
  for (const [field, set] of LISTS) kept[field] = state[field].filter((value) => known[set].has(value));
  kept.minPrice = within(state.minPrice, known.priceRange);
  kept.maxPrice = within(state.maxPrice, known.priceRange);
  kept.minGLA = within(state.minGLA, known.glaRange);
  kept.maxGLA = within(state.maxGLA, known.glaRange);
  return kept;
}

/** The list values of `state` the index does not know, for a refusal that names none of them. */
export function countUnknownValues(state: SearchState, known: KnownSearchValues): number {
  return LISTS.reduce(
    (count, [field, set]) => count + state[field].filter((value) => !known[set].has(value)).length,
    0,
  );
}
