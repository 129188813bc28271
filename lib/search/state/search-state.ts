import { DEFAULT_DEAL, type DealType } from '@/lib/deal';
import type { GeoBox } from '@/lib/maps/geo-box';
import { DEFAULT_SORT, type SortOrder } from './sort';

/**
 * The property search state (SPEC §3) and its transitions (SPEC §4), as plain data and functions.
 * The URL (`url-state.ts`) and the InstantSearch UI state (`ui-state.ts`) are both derived from it,
 * and the search island changes it only through `applySearchChange`.
 */

export const DEFAULT_PAGE = '1';

/** How the results are shown: cards only, or a map above the cards. */
export type ResultsView = 'list' | 'map';

export interface SearchState {
  query: string;
  dealType: DealType;
  propertyType: string[];
  city: string[];
  suburb: string[];
  minGLA: number | null;
  maxGLA: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  broker: string[];
  /** Only space that can be occupied today (`available=now`). */
  availableNow: boolean;
  sort: SortOrder;
  /** 1-based, as a string (SPEC §3). */
  page: string;
  /** The map area results must lie in ("search as I move the map"); null for anywhere. */
  area: GeoBox | null;
  view: ResultsView;
}

export const DEFAULT_SEARCH_STATE: SearchState = {
  query: '',
  dealType: DEFAULT_DEAL,
  propertyType: [],
  city: [],
  suburb: [],
  minGLA: null,
  maxGLA: null,
  minPrice: null,
  maxPrice: null,
  broker: [],
  availableNow: false,
  sort: DEFAULT_SORT,
  page: DEFAULT_PAGE,
  area: null,
  view: 'list',
};

/**
 * A list of the state (the types, cities, suburbs or brokers chosen) is a set: any of its values
 * matches. It has one order whatever order its values were chosen in, so two links that choose the
 * same values are the same search (cached once, lib/search/search-document.ts), the address a search
 * writes is the one it reads back (another order would be written again, a second history entry),
 * and Back shows the chips as they were.
 */
export function canonicalList(values: readonly string[]): string[] {
  return [...values].sort();
}

/** Changes that leave the results as they are, so the visitor stays on their page. */
const PAGE_KEEPING_KEYS = new Set<keyof SearchState>(['page', 'view']);

/**
 * SPEC §4: changing any search field other than page resets page to '1'; changing page keeps
 * the rest; choosing a deal type first resets the search to its defaults. The view is how the
 * results are shown, not what they are: switching it keeps the page, and a new deal keeps it.
 */
export function applySearchChange(current: SearchState, change: Partial<SearchState>): SearchState {
  if (change.dealType !== undefined && change.dealType !== current.dealType) {
    return { ...DEFAULT_SEARCH_STATE, dealType: change.dealType, view: change.view ?? current.view };
  }
  const next = { ...current, ...change };
  const keepsPage = Object.keys(change).every((key) => PAGE_KEEPING_KEYS.has(key as keyof SearchState));
  return keepsPage ? next : { ...next, page: change.page ?? DEFAULT_PAGE };
}
