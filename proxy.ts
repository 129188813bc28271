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
    case 'redirect': {
      const response = NextResponse.redirect(new URL(plan.to, request.url), 308);
      response.headers.set('content-security-policy', NON_DOCUMENT_CSP);
      return response;
    }
    case 'per-request':
      return renderPerRequest(request);
  }
}

function renderPerRequest(request: NextRequest): NextResponse {
  // A prefetch fetches a flight payload, not a document that runs scripts: it needs no nonce.
  if (isPrefetch(request)) {
    const response = NextResponse.next();
    response.headers.set('content-security-policy', NON_DOCUMENT_CSP);
    return response;
  }
  const nonce = createNonce();
  const policy = buildDocumentPolicy({ nonce });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  // InstantSearchNext reads it for the script that hands its server results to the browser.
  requestHeaders.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
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
