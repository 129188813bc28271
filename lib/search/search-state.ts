import { DEFAULT_DEAL, type DealType } from '@/lib/deal';
import { DEFAULT_SORT, type SortOrder } from './sort';

/**
 * The property search state (SPEC §3) and its transitions (SPEC §4), as plain data and functions.
 * The URL (`url-state.ts`) and the InstantSearch UI state (`ui-state.ts`) are both derived from it,
 * and the search island changes it only through `applySearchChange`.
 */

export const DEFAULT_PAGE = '1';

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
  sort: SortOrder;
  /** 1-based, as a string (SPEC §3). */
  page: string;
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
  sort: DEFAULT_SORT,
  page: DEFAULT_PAGE,
};

/**
 * SPEC §4: changing any search field other than page resets page to '1'; changing page keeps
 * the rest; choosing a deal type first resets the search to its defaults.
 */
export function applySearchChange(current: SearchState, change: Partial<SearchState>): SearchState {
  if (change.dealType !== undefined && change.dealType !== current.dealType) {
    return { ...DEFAULT_SEARCH_STATE, dealType: change.dealType };
  }
  const next = { ...current, ...change };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return onlyPage ? next : { ...next, page: change.page ?? DEFAULT_PAGE };
}
