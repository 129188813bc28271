import { documentKeyOfSegment, MAX_SEARCH_DOCUMENT_KEY_LENGTH } from '@/lib/search/search-document';
import { NEWS_SEARCH_PATH, newsListSlug, publicNewsListPath } from './news-search-route';
import { newsListHref, parseNewsParams, toNewsSearchParams, type NewsRouteState } from './news-url-state';

/**
 * The document of a news list with a search, cached as `/search`'s are (lib/search/search-document.ts):
 * the proxy rewrites `/media/{list}?…` to `NEWS_SEARCH_PATH/{list}/{key}`, a page Next caches like
 * any other, the key being the canonical query string of the search (parsed, defaults and unknown
 * parameters left out), so every spelling of one search shares one document. A search whose key is
 * too long, or that parses to no search at all, is rendered per request at `NEWS_SEARCH_PATH/{list}`.
 */

/** The internal path of the cached document for a news list's search, if it has one. */
export function cachedNewsSearchPath(pathname: string, search: URLSearchParams): string | undefined {
  const slug = newsListSlug(pathname);
  const key = toNewsSearchParams(parseNewsParams(search)).toString();
  if (slug === undefined || key === '') return undefined;
  const segment = encodeURIComponent(key);
  return segment.length <= MAX_SEARCH_DOCUMENT_KEY_LENGTH
    ? `${NEWS_SEARCH_PATH}/${slug}/${segment}`
    : undefined;
}

/** The search a key stands for, from the path segment Next hands the page. Never throws. */
export function readNewsSearchSegment(segment: string): NewsRouteState {
  return parseNewsParams(new URLSearchParams(documentKeyOfSegment(segment)));
}

/** The public list path and key of an internal document path (or a cache key naming one). */
function splitDocumentPath(pathname: string): { listPath: string; segment: string } | undefined {
  if (!pathname.startsWith(`${NEWS_SEARCH_PATH}/`)) return undefined;
  const [slug = '', segment] = pathname.slice(NEWS_SEARCH_PATH.length + 1).split('/');
  const listPath = publicNewsListPath(`${NEWS_SEARCH_PATH}/${slug}`);
  return segment === undefined || listPath === undefined ? undefined : { listPath, segment };
}

/** True for the internal path of a cached news search document. */
export function isNewsSearchDocumentPath(pathname: string): boolean {
  return splitDocumentPath(pathname) !== undefined;
}

/** The public address of an internal document path requested directly, if it is one. */
export function publicNewsSearchPath(pathname: string): string | undefined {
  const parts = splitDocumentPath(pathname);
  if (!parts) return undefined;
  return newsListHref(parts.listPath, readNewsSearchSegment(parts.segment));
}
