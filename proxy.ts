import { NextResponse, type NextRequest } from 'next/server';
import { isDevelopment, publicConfig } from '@/lib/config';
import { getBrowserSearchOrigins } from '@/lib/search/browser-origins';
import { buildContentSecurityPolicy, createNonce, NON_DOCUMENT_CSP } from '@/lib/security/csp';

const NON_DOCUMENT_PATH = /^\/(?:_next\/static|_next\/image|favicon\.ico)/;

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
 * Every document gets a fresh nonce and the policy that names it. Next reads the nonce from the
 * request's policy header and puts it on its own scripts, which is why pages render per request.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Next's router answers an undecodable path with a bare 500 (vercel/next.js#92557); say why first.
  if (hasMalformedEncoding(pathname)) {
    return new NextResponse('Bad request: the address contains malformed percent-encoding.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'content-security-policy': NON_DOCUMENT_CSP },
    });
  }
  if (NON_DOCUMENT_PATH.test(pathname) || isPrefetch(request)) return NextResponse.next();

  const nonce = createNonce();
  const policy = buildContentSecurityPolicy({
    nonce,
    isDevelopment,
    searchOrigins: getBrowserSearchOrigins(),
    googleAnalytics: Boolean(publicConfig.gaMeasurementId),
    metaPixel: Boolean(publicConfig.adPixelId),
    upgradeInsecureRequests: publicConfig.siteUrl.startsWith('https:'),
  });
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
    {
      // Static files carry the fixed non-document policy from next.config.ts instead.
      source: '/((?!_next/static|_next/image|favicon.ico).*)',
      // A prefetch fetches a flight payload, not a document that runs scripts.
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
