import { NEWS_LIST_PATHS } from '@/lib/format/article-path';
import { dealFromPathSegment } from '@/lib/format/property-path';
import { hasNewsParams } from '@/lib/news/news-url-state';
import { resolvePropertyRoute } from '@/lib/search/property-route';

/**
 * How the proxy treats a request, decided from its method, path and query alone:
 * - `asset`: a build file or optimised image; next.config.ts gives it the non-document policy;
 * - `endpoint`: a route handler (JSON, XML, images, redirects): the non-document policy;
 * - `cached`: a page served from Next's cache, whose policy was made from its own HTML and is
 *   stored with it (lib/cache/document-cache.ts), so the proxy adds none;
 * - `per-request`: a document that depends on the request (the search page, a news list with a
 *   search, a form post): rendered with a fresh nonce, after an optional internal rewrite;
 * - `redirect`: a listing path spelled otherwise than its canonical form, or an internal address
 *   requested directly, sent to its public one;
 * - `not-found`: a listing path no listing could have, answered with the one cached 404 page
 *   instead of a cache entry of its own per made-up path.
 */
export type RequestPlan =
  | { kind: 'asset' }
  | { kind: 'endpoint' }
  | { kind: 'cached' }
  | { kind: 'per-request'; rewrite?: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

const ASSET_PATH = /^\/(?:_next\/static\/|_next\/image(?:$|\?)|favicon\.ico$)/;
const ENDPOINT_PREFIXES = ['/api/', '/graphqlQuery/', '/images/', '/ref/', '/sitemap/'];
const ENDPOINT_PATHS = new Set(['/robots.txt', '/sitemap.xml', '/icon.svg']);
const PER_REQUEST_PATHS = new Set(['/search']);

/** Where a news list with a search renders: its own route, so the list without one stays cached. */
export const NEWS_SEARCH_PATH = '/media/search';

const NEWS_LIST_SLUGS = new Map(
  Object.values(NEWS_LIST_PATHS).map((path) => [path, path.slice(path.lastIndexOf('/') + 1)]),
);

/** The public list path of an internal news-search path, if it is one. */
function publicNewsListPath(pathname: string): string | undefined {
  if (!pathname.startsWith(`${NEWS_SEARCH_PATH}/`)) return undefined;
  const slug = pathname.slice(NEWS_SEARCH_PATH.length + 1);
  return [...NEWS_LIST_SLUGS].find(([, listSlug]) => listSlug === slug)?.[0];
}

function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Listing paths are checked for their shape here, before Next routes, renders or caches them. */
function planListingPath(segments: string[], search: URLSearchParams): RequestPlan | undefined {
  const [deal = '', ...slugs] = segments;
  if (!dealFromPathSegment(deal.toLowerCase())) return undefined;
  let decoded: string[];
  try {
    decoded = [deal, ...slugs].map(decodeURIComponent);
  } catch {
    return { kind: 'not-found' };
  }
  const route = resolvePropertyRoute(decoded[0] ?? '', decoded.slice(1));
  if (route.kind === 'not-found') return route;
  if (route.kind !== 'redirect') return undefined;
  const to = route.to.split('/').map(encodeURIComponent).join('/');
  return { kind: 'redirect', to: withQuery(to, search) };
}

export function planRequest(method: string, pathname: string, search: URLSearchParams): RequestPlan {
  if (ASSET_PATH.test(pathname)) return { kind: 'asset' };
  if (ENDPOINT_PATHS.has(pathname) || ENDPOINT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return { kind: 'endpoint' };
  }
  const listing = planListingPath(pathname.split('/').filter(Boolean), search);
  if (listing) return listing;
  const publicList = publicNewsListPath(pathname);
  if (publicList !== undefined) return { kind: 'redirect', to: withQuery(publicList, search) };
  const listSlug = NEWS_LIST_SLUGS.get(pathname);
  if (listSlug !== undefined && hasNewsParams(search)) {
    return { kind: 'per-request', rewrite: `${NEWS_SEARCH_PATH}/${listSlug}` };
  }
  // A form posted without JavaScript is answered with the page rendered for it.
  if (PER_REQUEST_PATHS.has(pathname) || (method !== 'GET' && method !== 'HEAD')) {
    return { kind: 'per-request' };
  }
  return { kind: 'cached' };
}
