import type { SearchState } from '@/lib/search/state/search-state';

/**
 * The values the index knows for a deal type's filters: what an alert e-mail may name. A search
 * key can carry any text (a hand-made URL), and anyone can aim an alert's confirmation at any
 * address, so e-mails describe a search only by values that exist.
 */
export interface KnownSearchValues {
  propertyTypes: ReadonlySet<string>;
  cities: ReadonlySet<string>;
  suburbs: ReadonlySet<string>;
  brokers: ReadonlySet<string>;
}

const LISTS = [
  ['propertyType', 'propertyTypes'],
  ['city', 'cities'],
  ['suburb', 'suburbs'],
  ['broker', 'brokers'],
] as const;

/** The state with every list value the index does not know left out. */
export function keepKnownValues(state: SearchState, known: KnownSearchValues): SearchState {
  const kept = { ...state };
  for (const [field, set] of LISTS) kept[field] = state[field].filter((value) => known[set].has(value));
  return kept;
}

/** The values of `state` the index does not know, for a refusal that names none of them. */
export function countUnknownValues(state: SearchState, known: KnownSearchValues): number {
  return LISTS.reduce(
    (count, [field, set]) => count + state[field].filter((value) => !known[set].has(value)).length,
    0,
  );
}
