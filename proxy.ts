import { NextResponse, type NextRequest } from 'next/server';
import { planRequest } from '@/lib/rendering/request-plan';
import { createNonce, NON_DOCUMENT_CSP } from '@/lib/security/csp';
import { buildDocumentPolicy } from '@/lib/security/document-policy';

function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const NOT_FOUND_PAGE = '/_not-found';

function isPrefetch(request: NextRequest): boolean {
  return request.headers.has('next-router-prefetch') || request.headers.get('purpose') === 'prefetch';
}

/**
 * Gives each response exactly one Content-Security-Policy. Documents served from Next's cache
 * carry the policy stored with them, so they get none here; documents rendered per request get a
 * fresh nonce, which Next reads from the request's policy header and puts on its own scripts.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // Next's router answers an undecodable path with a bare 500 (vercel/next.js#92557); say why first.
  if (hasMalformedEncoding(pathname)) {
    return new NextResponse('Bad request: the address contains malformed percent-encoding.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'content-security-policy': NON_DOCUMENT_CSP },
    });
  }
  const plan = planRequest(request.method, pathname, searchParams);
  switch (plan.kind) {
    case 'asset':
    case 'cached':
      return NextResponse.next();
    case 'endpoint': {
      const response = NextResponse.next();
      response.headers.set('content-security-policy', NON_DOCUMENT_CSP);
      return response;
    }
    case 'redirect':
      return NextResponse.redirect(sameOrigin(request, plan.to), 308);
    case 'not-found':
      // Next's own not-found page: prerendered once, with the policy stored beside it.
      return NextResponse.rewrite(sameOrigin(request, NOT_FOUND_PAGE));
    case 'per-request':
      return renderPerRequest(request, plan.rewrite);
  }
}

/** A URL on the origin Next serves this request from: anything else is proxied as external. */
function sameOrigin(request: NextRequest, pathAndQuery: string): URL {
  const url = request.nextUrl.clone();
  const target = new URL(pathAndQuery, url.origin);
  url.pathname = target.pathname;
  url.search = target.search;
  return url;
}

function renderPerRequest(request: NextRequest, rewrite: string | undefined): NextResponse {
  const target = rewrite ? sameOrigin(request, `${rewrite}${request.nextUrl.search}`) : undefined;
  // A prefetch fetches a flight payload, not a document that runs scripts: it needs no nonce.
  if (isPrefetch(request)) {
    const response = target ? NextResponse.rewrite(target) : NextResponse.next();
    response.headers.set('content-security-policy', NON_DOCUMENT_CSP);
    return response;
  }
  const nonce = createNonce();
  const policy = buildDocumentPolicy({ nonce });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  // InstantSearchNext reads it for the script that hands its server results to the browser.
  requestHeaders.set('x-nonce', nonce);
  const init = { request: { headers: requestHeaders } };
  const response = target ? NextResponse.rewrite(target, init) : NextResponse.next(init);
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
    // Any percent-encoded path, static ones included, for the encoding check.
    '/(.*%.*)',
    // Static files carry the fixed non-document policy from next.config.ts instead.
    '/((?!_next/static|_next/image|favicon.ico).*)',
  ],
};
