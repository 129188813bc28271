/**
 * Security headers every response carries, whatever produced it (pages, route handlers, static
 * files). The Content-Security-Policy is not here: documents get theirs, with a fresh nonce,
 * from proxy.ts.
 */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  // Two years, subdomains included: the form the HSTS preload list asks for.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  },
  // For browsers that predate CSP's frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** The pages an alert e-mail links to: each URL carries a token that acts for its recipient. */
export const TOKEN_PAGES_SOURCE = '/alerts/:path*';

/**
 * Those pages alone are cut off from the window that opened them. A browser gives a page with
 * this header a new renderer process, started cold, whenever the previous page had another policy
 * (a new tab, a link from another site): the task that commits the navigation took 92–114 ms here
 * instead of 40–53, and ends after the first paint (docs/decisions/opener-policy.md). The public pages hold
 * nothing a cross-origin opener could take; a token that manages a visitor's alerts is worth it.
 */
export const TOKEN_PAGE_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
