import { PROPERTY_ATTRIBUTES as A } from '../indices';
import { DEFAULT_SORT, sortedIndexName, sortOfIndexName } from './sort';
import type { DealType } from '@/lib/deal';
import { formatGeoBox, parseGeoBox } from '@/lib/maps/geo-box';
import { applySearchChange, DEFAULT_PAGE, DEFAULT_SEARCH_STATE, type SearchState } from './search-state';

/**
 * SearchState ⇄ InstantSearch's UI state of the property search. The deal type selects the
 * index (SPEC §4) through `sortBy`: the rent index is the root, the buy index its alternative, and
 * each has a replica per sort order (`sort.ts`), so `sortBy` names the deal's index for that order.
 * GLA filters match units that overlap the wanted size: a minimum applies to `max_gla`, a maximum
 * to `min_gla`.
 */

export interface PropertyIndexUiState {
  query?: string;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
  page?: number;
  /** InstantSearch's own key for a map area: `north,east,south,west`. */
  geoSearch?: { boundingBox: string };
  /** Held by the map state widget (components/search/map-state-connector.ts); absent for the list. */
  view?: 'map';
  /** Held by the availability widget (components/search/available-now-connector.ts). */
  available?: 'now';
}

export interface PropertyIndexNames {
  rent: string;
  buy: string;
}

function toRange(min: number | null, max: number | null): string | undefined {
  if (min === null && max === null) return undefined;
  return `${min ?? ''}:${max ?? ''}`;
}

function readRange(value: string | undefined): [number | null, number | null] {
  if (!value) return [null, null];
  const [low = '', high = ''] = value.split(':');
  const parse = (part: string) => (part === '' || !Number.isFinite(Number(part)) ? null : Number(part));
  return [parse(low), parse(high)];
}

function withoutEmpty<T extends Record<string, unknown>>(record: T): Partial<T> | undefined {
  const entries = Object.entries(record).filter(
    ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<T>) : undefined;
}

/** The deal's primary index: rent for units to let, buy for property for sale (SPEC §4). */
export function dealIndexName(dealType: DealType, indices: PropertyIndexNames): string {
  return dealType === 'forSale' ? indices.buy : indices.rent;
}

function sortByOf(state: SearchState, indices: PropertyIndexNames): string | undefined {
  const indexName = sortedIndexName(dealIndexName(state.dealType, indices), state.sort);
  return indexName === indices.rent ? undefined : indexName;
}

/** The deal type and sort order an InstantSearch `sortBy` stands for; unknown names mean the defaults. */
export function readSortBy(
  sortBy: string | undefined,
  indices: PropertyIndexNames,
): Pick<SearchState, 'dealType' | 'sort'> {
  const forSale = sortBy === undefined ? null : sortOfIndexName(indices.buy, sortBy);
  if (forSale) return { dealType: 'forSale', sort: forSale };
  const toLet = sortBy === undefined ? null : sortOfIndexName(indices.rent, sortBy);
  return { dealType: 'toLet', sort: toLet ?? DEFAULT_SORT };
}

export function searchStateToUiState(state: SearchState, indices: PropertyIndexNames): PropertyIndexUiState {
  const page = Number(state.page);
  const uiState: PropertyIndexUiState = {
    query: state.query || undefined,
    sortBy: sortByOf(state, indices),
    refinementList: withoutEmpty({
      [A.propertyType]: state.propertyType,
      [A.city]: state.city,
      [A.suburb]: state.suburb,
      [A.broker]: state.broker,
    }) as Record<string, string[]> | undefined,
    range: withoutEmpty({
      [A.grossPrice]: toRange(state.minPrice, state.maxPrice),
      [A.maxGla]: toRange(state.minGLA, null),
      [A.minGla]: toRange(null, state.maxGLA),
    }) as Record<string, string> | undefined,
    page: page > 1 ? page : undefined,
    geoSearch: state.area ? { boundingBox: formatGeoBox(state.area) } : undefined,
    view: state.view === 'map' ? 'map' : undefined,
    available: state.availableNow ? 'now' : undefined,
  };
  return withoutEmpty({ ...uiState }) ?? {};
}

export function uiStateToSearchState(
  uiState: PropertyIndexUiState,
  indices: PropertyIndexNames,
): SearchState {
  const lists = uiState.refinementList ?? {};
  const ranges = uiState.range ?? {};
  const [minPrice, maxPrice] = readRange(ranges[A.grossPrice]);
  const [minGLA] = readRange(ranges[A.maxGla]);
  const [, maxGLA] = readRange(ranges[A.minGla]);
  return {
    ...DEFAULT_SEARCH_STATE,
    query: uiState.query ?? '',
    ...readSortBy(uiState.sortBy, indices),
    propertyType: lists[A.propertyType] ?? [],
    city: lists[A.city] ?? [],
    suburb: lists[A.suburb] ?? [],
    broker: lists[A.broker] ?? [],
    minPrice,
    maxPrice,
    minGLA,
    maxGLA,
    availableNow: uiState.available === 'now',
    page: uiState.page && uiState.page > 1 ? String(uiState.page) : DEFAULT_PAGE,
    area: uiState.geoSearch ? parseGeoBox(uiState.geoSearch.boundingBox) : null,
    view: uiState.view === 'map' ? 'map' : 'list',
  };
}

const MODELLED_KEYS = [
  'query',
  'sortBy',
  'refinementList',
  'range',
  'page',
  'geoSearch',
  'view',
  'available',
] as const;

/**
 * SPEC §4's transitions (`applySearchChange`) applied to the island's UI state: what the search
 * state does not model (a widget's own `configure`) is kept as it was.
 */
export function changeUiState<U extends PropertyIndexUiState>(
  uiState: U,
  change: Partial<SearchState>,
  indices: PropertyIndexNames,
): U {
  const next = applySearchChange(uiStateToSearchState(uiState, indices), change);
  const kept: U = { ...uiState };
  for (const key of MODELLED_KEYS) delete kept[key];
  return { ...kept, ...searchStateToUiState(next, indices) };
}
