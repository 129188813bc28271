import type { RawQueryParams } from '@/lib/url/query-params';
import { DEFAULT_SEARCH_STATE, type SearchState } from './state/search-state';
import {
  buildSearchHref,
  parseSearchParams,
  SEARCH_PARAM_KEYS,
  toSearchParams,
  type SearchParamKey,
} from './state/url-state';

/**
 * The `/search` document a query string asks for. The same search gives the same document, so the
 * proxy rewrites `/search?…` to `SEARCH_DOCUMENT_ROUTE/{key}`, a page Next caches like any other.
 * The key is the canonical form of the search: parameters parsed (unknown ones, such as a
 * campaign's `utm_source`, dropped), defaults left out, lists sorted, and the parameters whose bad
 * values were dropped named, since the document tells the visitor so. Two links that mean the same
 * search therefore share one cached document.
 */

export const SEARCH_DOCUMENT_ROUTE = '/search/s';

/** The key of the search with nothing chosen: a path segment cannot be empty. */
const DEFAULT_KEY = 'all';
/** Names, in the key, the parameters the visitor is told were adjusted. */
const ADJUSTED_KEY = 'adjusted';

/**
 * Longer keys are rendered per request. A cache key must stay short (Next writes a path to disk,
 * and a URL over ~1 KB is refused by some proxies), and only a hand-made link, with many values,
 * needs more: the longest search the filters build from the sample data's names takes about 150.
 */
export const MAX_SEARCH_DOCUMENT_KEY_LENGTH = 240;

export interface SearchDocument {
  state: SearchState;
  /** Parameters whose values were dropped or changed, in SEARCH_PARAM_KEYS order. */
  adjusted: SearchParamKey[];
}

export function readSearchDocument(params: RawQueryParams): SearchDocument {
  const { state, ignored } = parseSearchParams(params);
  return { state, adjusted: SEARCH_PARAM_KEYS.filter((key) => ignored.includes(key)) };
}

export function searchDocumentKey({ state, adjusted }: SearchDocument): string {
  const params = toSearchParams(state);
  if (adjusted.length > 0) params.set(ADJUSTED_KEY, adjusted.join(','));
  return params.toString() || DEFAULT_KEY;
}

/** The document a key stands for. Never throws: a key nobody made reads as the search it spells. */
export function parseSearchDocumentKey(key: string): SearchDocument {
  if (key === DEFAULT_KEY) return { state: DEFAULT_SEARCH_STATE, adjusted: [] };
  const params = new URLSearchParams(key);
  const listed = (params.get(ADJUSTED_KEY) ?? '').split(',');
  return {
    state: parseSearchParams(params).state,
    adjusted: SEARCH_PARAM_KEYS.filter((name) => listed.includes(name)),
  };
}

/**
 * The key of a cached document (a query string), from the path segment Next hands its page. Next
 * hands a page its params decoded; a key always holds `=` once decoded, a raw segment never.
 */
export function documentKeyOfSegment(segment: string): string {
  if (segment.includes('=') || !segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not a key this site made: read as it is.
    return segment;
  }
}

/**
 * True when a path segment (as Next hands it) is the key this site writes for its search: one
 * short enough to cache, in its canonical spelling. Anything else names no cached document.
 */
export function isCanonicalSearchDocumentSegment(segment: string): boolean {
  const key = documentKeyOfSegment(segment);
  return (
    key === searchDocumentKey(parseSearchDocumentKey(key)) &&
    encodeURIComponent(key).length <= MAX_SEARCH_DOCUMENT_KEY_LENGTH
  );
}

/** The key a cached search page was generated for, from the path segment Next hands the page. */
export function readSearchDocumentSegment(segment: string): SearchDocument {
  return parseSearchDocumentKey(documentKeyOfSegment(segment));
}

/**
 * The internal path of the cached document for the query string of a `/search` request; undefined
 * when its key is too long to cache.
 */
export function cachedSearchDocumentPath(search: URLSearchParams): string | undefined {
  const segment = encodeURIComponent(searchDocumentKey(readSearchDocument(search)));
  return segment.length <= MAX_SEARCH_DOCUMENT_KEY_LENGTH ? `${SEARCH_DOCUMENT_ROUTE}/${segment}` : undefined;
}

/** True for the internal path of a cached search document (or a cache key naming one). */
export function isSearchDocumentPath(pathname: string): boolean {
  return pathname.startsWith(`${SEARCH_DOCUMENT_ROUTE}/`);
}

/** The public address of an internal document path requested directly. */
export function publicSearchPath(pathname: string): string {
  const segment = pathname.slice(SEARCH_DOCUMENT_ROUTE.length + 1).split('/')[0] ?? '';
  return buildSearchHref(readSearchDocumentSegment(segment).state);
}
