import {
  parsePageNumber,
  parseQueryText,
  parseValueList,
  readValues,
  type RawQueryParams,
} from '@/lib/url/query-params';

/**
 * News list query string ⇄ route state (SPEC §2 news search bar):
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

/** A list's own page: no text, no category, page 1. */
export const NO_NEWS_SEARCH: NewsRouteState = Object.freeze({ query: '', category: [], page: 1 });

export function parseNewsParams(params: RawQueryParams): NewsRouteState {
  return {
    query: parseQueryText(readValues(params, 'query')).value,
    category: parseValueList(readValues(params, 'category')).value,
    page: parsePageNumber(readValues(params, 'page')).value,
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

/** The public address of a list's page for a search: the list's own path when there is none. */
export function newsListHref(listPath: string, state: NewsRouteState): string {
  const query = toNewsSearchParams(state).toString();
  return query ? `${listPath}?${query}` : listPath;
}

/** True when a request carries any search state, i.e. the page is a filtered variation. */
export function hasNewsParams(params: RawQueryParams): boolean {
  return toNewsSearchParams(parseNewsParams(params)).toString() !== '';
}
