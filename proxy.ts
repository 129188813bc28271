import { NextResponse, type NextRequest } from 'next/server';
import { DRAFT_MODE_COOKIE, isDraftModeRequest } from '@/lib/preview/draft-cookie';
import { checkActionRateLimit } from '@/lib/rate-limit/action-rate-limit';
import { isPossibleServerAction, planRequest } from '@/lib/rendering/request-plan';
import { createNonce, NON_DOCUMENT_CSP } from '@/lib/security/csp';
import { buildDocumentPolicy } from '@/lib/security/document-policy';
import { getServerConfig } from '@/lib/server-config';

function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function isPrefetch(request: NextRequest): boolean {
  return request.headers.has('next-router-prefetch') || request.headers.get('purpose') === 'prefetch';
}

/**
 * Gives documents rendered per request a fresh nonce, which Next reads from the request's policy
 * header and puts on its own scripts, sends a property search to the cached document of its state,
 * and redirects other spellings of listing paths. Documents served from Next's cache carry the
 * policy stored with them and otherwise never run the proxy (see the matcher): it costs more than
 * serving a cached page does.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // Next's router answers an undecodable path with a bare 500 (vercel/next.js#92557); say why first.
  if (hasMalformedEncoding(pathname)) {
    return plainText(400, 'Bad request: the address contains malformed percent-encoding.');
  }
  const plan = planRequest(
    request.method,
    pathname,
    searchParams,
    isPossibleServerAction(request.method, request.headers),
  );
  switch (plan.kind) {
    case 'non-document':
      return NextResponse.next();
    // A draft preview is rendered for its one browser and kept nowhere (Next skips its cache in draft
    // mode), so it gets a nonce as any page rendered per request does: it has no cached policy.
    case 'cached':
      return isDraftPreview(request) ? renderPerRequest(request) : NextResponse.next();
    case 'cached-at':
      return isDraftPreview(request) ? renderPerRequest(request, plan.path) : rewriteTo(request, plan.path);
    case 'redirect': {
      const response = NextResponse.redirect(new URL(plan.to, request.url), 308);
      response.headers.set('content-security-policy', NON_DOCUMENT_CSP);
      return response;
    }
    case 'per-request':
      return renderPerRequest(request);
    case 'action': {
      const { allowed, retryAfterSeconds } = await checkActionRateLimit(request.headers);
      if (!allowed) {
        return plainText(
          429,
          'Too many form submissions from your address. Please wait a minute and try again.',
          {
            'retry-after': String(retryAfterSeconds),
          },
        );
      }
      return renderPerRequest(request);
    }
    case 'method-not-allowed':
      return plainText(405, 'Pages answer GET and HEAD; their forms post to their own actions.', {
        allow: 'GET, HEAD',
      });
  }
}

function plainText(status: number, body: string, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(body, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': NON_DOCUMENT_CSP,
      ...headers,
    },
  });
}

/** Next's cache-busting parameter of a flight request, which it checks against the request's headers. */
const FLIGHT_CACHE_BUSTER = '_rsc';

/**
 * Served by this server from another of its paths, the visitor's address unchanged. Of the query,
 * only a flight request's cache buster goes along: the page reads none of it, and Next repeats the
 * rewritten address in a response header, which a long query would swell past what clients accept.
 */
function rewriteTo(request: NextRequest, path: string, requestHeaders?: Headers): NextResponse {
  const url = new URL(path, request.url);
  const cacheBuster = request.nextUrl.searchParams.get(FLIGHT_CACHE_BUSTER);
  if (cacheBuster !== null) url.searchParams.set(FLIGHT_CACHE_BUSTER, cacheBuster);
  return NextResponse.rewrite(url, requestHeaders && { request: { headers: requestHeaders } });
}

/** A request Next renders in draft mode: one whose cookie holds this build's preview id. */
function isDraftPreview(request: NextRequest): boolean {
  return isDraftModeRequest(request.cookies.get(DRAFT_MODE_COOKIE)?.value, getServerConfig().distDir);
}

/** Rendered for this request (at `rewritePath`, when given): a fresh nonce for its scripts. */
function renderPerRequest(request: NextRequest, rewritePath?: string): NextResponse {
  // A prefetch fetches a flight payload, not a document that runs scripts: it needs no nonce.
  if (isPrefetch(request)) {
    const response = rewritePath ? rewriteTo(request, rewritePath) : NextResponse.next();
    response.headers.set('content-security-policy', NON_DOCUMENT_CSP);
    return response;
  }
  const nonce = createNonce();
  const policy = buildDocumentPolicy({ nonce });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  // InstantSearchNext reads it for the script that hands its server results to the browser.
  requestHeaders.set('x-nonce', nonce);
  const response = rewritePath
    ? rewriteTo(request, rewritePath, requestHeaders)
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

/**
 * Only requests the proxy has work for; Next requires these to be literals. The news-list entries
 * mirror lib/news/news-search-route.ts (a unit test holds them equal).
 */
export const config = {
  matcher: [
    // Any percent-encoded path, for the encoding check; any upper-case one, for its spelling.
    '/(.*%.*)',
    '/((?!_next/).*[A-Z].*)',
    // A landing page's first page, spelled with its page number. Next reads the matcher as a
    // literal at build time, so the deal path segments (lib/deal.ts) are spelled here too.
    '/(to-let|for-sale)/(.*)page-1',
    '/search',
    '/search/s/:path*',
    '/shortlist/:path*',
    '/alerts/:path*',
    '/media/search/:path*',
    {
      source: '/media/:section(latest-news|publications|awards)',
      has: [{ type: 'query', key: 'query', value: '.*\\S.*' }],
    },
    {
      source: '/media/:section(latest-news|publications|awards)',
      has: [{ type: 'query', key: 'category', value: '.+' }],
    },
    {
      source: '/media/:section(latest-news|publications|awards)',
      has: [{ type: 'query', key: 'page', value: '0*(?:[2-9]|[1-9]\\d+)' }],
    },
    // A draft preview's every page (Next's draft-mode cookie), to give it a nonce; the proxy checks the
    // cookie's value, and leaves a visitor with a made-up one to the cache like anyone else.
    { source: '/((?!_next/).*)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    // Server actions, and forms posted without JavaScript: answered with a page rendered for them,
    // within the client's action rate limit. Any other form body is refused: Next would render the
    // page afresh for it. Other posts, puts and deletes Next answers itself (405, or the cached page).
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/:path*',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(?:multipart/form-data|application/x-www-form-urlencoded).*',
        },
      ],
    },
  ],
};
