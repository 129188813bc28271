import { dealFromSegment } from '@/lib/deal';
import { cachedNewsSearchPath, publicNewsSearchPath } from '@/lib/news/news-search-document';
import { isNewsSearch, newsListSlug, publicNewsListPath } from '@/lib/news/news-search-route';
import { LISTING_REPORT_PREFIX } from '@/lib/listings/listing-report-path';
import { resolvePropertyRoute } from '@/lib/listings/paths';
import {
  cachedSearchDocumentPath,
  isSearchDocumentPath,
  publicSearchPath,
} from '@/lib/search/search-document';
import { SEARCH_PATH } from '@/lib/search/state/url-state';
import { buildShortlistPath, parseShortlistSegment, shortlistSegmentOf } from '@/lib/shortlist/listing-id';
import { isNonDocumentPath } from './non-document-paths';

/** The confirm, unsubscribe and manage pages of e-mail alerts (app/alerts). */
export const ALERT_PAGES_PREFIX = '/alerts/';

/**
 * How the proxy treats a request, decided from its method, path and query alone:
 * - `non-document`: a build file, an optimised image or a route handler (JSON, XML, images,
 *   redirects), whose fixed non-document policy comes from next.config.ts;
 * - `cached`: a page served from Next's cache, whose policy was made from its own HTML and is
 *   stored with it (lib/cache/document-cache.ts), so the proxy adds none;
 * - `cached-at`: a property search or a news list with a search, served from the cached document
 *   of its canonical state at an internal path (lib/search/search-document.ts,
 *   lib/news/news-search-document.ts), the visitor's address unchanged;
 * - `per-request`: a document that depends on the request (a search too long to cache, which
 *   next.config.ts rewrites to its search route for a news list): a fresh nonce;
 * - `action`: a server action, called by a script or by a form posted without one (answered with
 *   the page rendered for it): a fresh nonce, and the client's action rate limit;
 * - `method-not-allowed`: any other post to a page (a form body without an action, say), which Next
 *   would otherwise render afresh for each one, however often the page is cached: a 405;
 * - `redirect`: a listing path or a shared shortlist spelled otherwise than its canonical form, or
 *   an internal address requested directly, sent to its public one.
 */
export type RequestPlan =
  | { kind: 'non-document' }
  | { kind: 'cached' }
  | { kind: 'cached-at'; path: string }
  | { kind: 'per-request' }
  | { kind: 'action' }
  | { kind: 'method-not-allowed' }
  | { kind: 'redirect'; to: string };

/**
 * What Next treats as a server action: a POST naming one in its `Next-Action` header (a script's
 * call), or a multipart form (a form posted without scripts names it in a field, which Next checks:
 * one without a valid action id is a 400). Next would also render a page afresh for a POST of
 * `application/x-www-form-urlencoded`, which React never sends: that is no action.
 */
export function isPossibleServerAction(method: string, headers: Pick<Headers, 'get' | 'has'>): boolean {
  if (method !== 'POST') return false;
  return headers.has('next-action') || /^multipart\/form-data/i.test(headers.get('content-type') ?? '');
}

function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Other spellings of a listing path are redirected here, before Next routes or caches them (a
 * redirect cached by ISR carries its Location twice on the response that made it). A path no
 * listing could have is left to its page's 404, never redirected first.
 */
function planListingRedirect(segments: string[], search: URLSearchParams): RequestPlan | undefined {
  const [deal = '', ...slugs] = segments;
  if (!dealFromSegment(deal.toLowerCase())) return undefined;
  let decoded: string[];
  try {
    decoded = [deal, ...slugs].map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const route = resolvePropertyRoute(decoded[0] ?? '', decoded.slice(1));
  if (route.kind !== 'redirect') return undefined;
  const to = route.to.split('/').map(encodeURIComponent).join('/');
  return { kind: 'redirect', to: withQuery(to, search) };
}

/**
 * A shared shortlist's ids in another spelling (upper case, repeats, an encoded comma) are sent to
 * the one the site writes, so every spelling of a list shares one cached page; a segment that is
 * no list of ids is left to the page's 404.
 */
function planShortlistRedirect(pathname: string): RequestPlan | undefined {
  const segment = shortlistSegmentOf(pathname);
  const parsed = segment === undefined ? undefined : parseShortlistSegment(segment);
  if (parsed?.kind !== 'ok' || parsed.canonical === segment) return undefined;
  return { kind: 'redirect', to: buildShortlistPath(parsed.ids) };
}

export function planRequest(
  method: string,
  pathname: string,
  search: URLSearchParams,
  isAction = false,
): RequestPlan {
  if (isNonDocumentPath(pathname)) return { kind: 'non-document' };
  const redirect =
    planListingRedirect(pathname.split('/').filter(Boolean), search) ?? planShortlistRedirect(pathname);
  if (redirect) return redirect;
  const publicList = publicNewsListPath(pathname);
  if (publicList !== undefined) return { kind: 'redirect', to: withQuery(publicList, search) };
  const publicNewsSearch = publicNewsSearchPath(pathname);
  if (publicNewsSearch !== undefined) return { kind: 'redirect', to: publicNewsSearch };
  if (isSearchDocumentPath(pathname)) return { kind: 'redirect', to: publicSearchPath(pathname) };
  if (method !== 'GET' && method !== 'HEAD') return { kind: isAction ? 'action' : 'method-not-allowed' };
  // Pages reached from one person's e-mail link: rendered for that link, never kept.
  if (pathname.startsWith(ALERT_PAGES_PREFIX)) return { kind: 'per-request' };
  // A listing's report form: seldom asked for, and kept for no address anyone makes up.
  if (pathname.startsWith(LISTING_REPORT_PREFIX)) return { kind: 'per-request' };
  if (pathname === SEARCH_PATH) {
    const path = cachedSearchDocumentPath(search);
    return path === undefined ? { kind: 'per-request' } : { kind: 'cached-at', path };
  }
  if (newsListSlug(pathname) === undefined || !isNewsSearch(search)) return { kind: 'cached' };
  const path = cachedNewsSearchPath(pathname, search);
  return path === undefined ? { kind: 'per-request' } : { kind: 'cached-at', path };
}
