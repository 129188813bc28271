/**
 * News list query string ⇄ route state ⇄ InstantSearch UI state (SPEC §2 news search bar):
 * `query`, `category` repeated, `page` 1-based and absent on page 1. Parsing never throws; bad
 * parts are dropped.
 */

export const NEWS_CATEGORY_ATTRIBUTE = 'category';

export interface NewsRouteState {
  query: string;
  category: string[];
  /** 1-based. */
  page: number;
}

export interface NewsIndexUiState {
  query?: string;
  refinementList?: Record<string, string[]>;
  page?: number;
}

export type RawNewsParams = URLSearchParams | Record<string, string | string[] | undefined>;

const MAX_QUERY_LENGTH = 100;
const MAX_VALUE_LENGTH = 80;
const MAX_CATEGORIES = 20;
const MAX_PAGE = 1000;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function readAll(params: RawNewsParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

function parsePage(value: string | undefined): number {
  if (value === undefined || !/^\d{1,7}$/.test(value.trim())) return 1;
  return Math.min(Math.max(1, Number(value)), MAX_PAGE);
}

export function parseNewsParams(params: RawNewsParams): NewsRouteState {
  const categories = readAll(params, 'category')
    .map(cleanText)
    .filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH);
  return {
    query: cleanText(readAll(params, 'query')[0] ?? '')
      .slice(0, MAX_QUERY_LENGTH)
      .trim(),
    category: [...new Set(categories)].slice(0, MAX_CATEGORIES),
    page: parsePage(readAll(params, 'page')[0]),
  };
}

/** The canonical query string: fixed key order, defaults omitted. */
export function toNewsSearchParams(state: NewsRouteState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  for (const value of state.category) params.append('category', value);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** True when a request carries any search state, i.e. the page is a filtered variation. */
export function hasNewsParams(params: RawNewsParams): boolean {
  return toNewsSearchParams(parseNewsParams(params)).toString() !== '';
}

export function newsRouteToUiState(route: NewsRouteState): NewsIndexUiState {
  const uiState: NewsIndexUiState = {};
  if (route.query) uiState.query = route.query;
  if (route.category.length > 0) uiState.refinementList = { [NEWS_CATEGORY_ATTRIBUTE]: route.category };
  if (route.page > 1) uiState.page = route.page;
  return uiState;
}

export function uiStateToNewsRoute(uiState: NewsIndexUiState): NewsRouteState {
  return {
    query: uiState.query ?? '',
    category: uiState.refinementList?.[NEWS_CATEGORY_ATTRIBUTE] ?? [],
    page: uiState.page ?? 1,
  };
}
