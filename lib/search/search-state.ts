import { DEFAULT_SORT, type SortOrder } from './sort';

/**
 * The property search state (SPEC §3) and its transitions (SPEC §4), as plain data and functions.
 * The URL (`url-state.ts`) and the InstantSearch UI state (`ui-state.ts`) are both derived from it.
 */

/** Menu deal enum (SPEC §9): Buy = ForSale, Rent = ToLet. These are also the URL values. */
export type DealParam = 'ForSale' | 'ToLet';

export const DEAL_OPTIONS: ReadonlyArray<{ value: DealParam; label: string }> = [
  { value: 'ForSale', label: 'For Sale' },
  { value: 'ToLet', label: 'To Let' },
];

/** Record deal types (`dealType` in the indices) ⇄ the menu enum. */
export const DEAL_PARAM_OF: Record<'toLet' | 'forSale', DealParam> = { toLet: 'ToLet', forSale: 'ForSale' };

/** 'To Let' or 'For Sale', as the deal-type list spells it. */
export function dealLabel(dealType: 'toLet' | 'forSale'): string {
  return DEAL_OPTIONS.find((option) => option.value === DEAL_PARAM_OF[dealType])?.label ?? '';
}

/** SPEC §4: the default deal type is the second entry of the deal-type list (rent). */
export const DEFAULT_DEAL: DealParam = (DEAL_OPTIONS[1] ?? { value: 'ToLet' }).value;

export const DEFAULT_PAGE = '1';

export interface SearchState {
  query: string;
  dealType: DealParam;
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

export type FilterKey = Exclude<keyof SearchState, 'query' | 'dealType' | 'sort' | 'page'>;

export const FILTER_KEYS: readonly FilterKey[] = [
  'propertyType',
  'city',
  'suburb',
  'minGLA',
  'maxGLA',
  'minPrice',
  'maxPrice',
  'broker',
];

function sameValue(a: SearchState[FilterKey], b: SearchState[FilterKey]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** SPEC §4: filter changes are compared ignoring query, deal type and page. */
export function filtersEqual(a: SearchState, b: SearchState): boolean {
  return FILTER_KEYS.every((key) => sameValue(a[key], b[key]));
}

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

/** SPEC §4: a page beyond the number of pages is reset to the last page (or 1). */
export function clampPage(page: string, nbPages: number): string {
  const requested = Number.parseInt(page, 10);
  const last = Math.max(1, nbPages);
  if (!Number.isFinite(requested) || requested < 1) return DEFAULT_PAGE;
  return String(Math.min(requested, last));
}
