// Relative: next.config.ts loads this file, and its loader resolves no path aliases.
import { FONT_FROM_CACHE_HASH } from '../rendering/font-from-cache';
import { SHORTLIST_TAP_KEEPER_HASH } from '../shortlist/tap-keeper-script';

/**
 * The Content-Security-Policy of every document (https://csp.withgoogle.com/docs/strict-csp.html).
 * Scripts run when the document itself trusts them, and `'strict-dynamic'` lets those scripts load
 * the rest (Next's chunks, the analytics tags after consent): no host is trusted by its name, so no
 * tag injected into a page can load a script from any host, the analytics ones included. No
 * `'unsafe-inline'` fallback: every browser in use knows both ways of trust below, and a document
 * whose own scripts are not all trusted fails closed (and is logged) rather than open:
 * - a document rendered per request carries a fresh nonce, which Next puts on its own scripts; the
 *   two inline scripts of the site's own that every document has, the shortlist's tap keeper and the
 *   font's script, are trusted by their hashes, as their texts never change;
 * - a cached document carries the hashes of its own inline scripts (lib/security/inline-scripts.ts),
 *   computed once when its HTML is produced. Its framework scripts are appended by one of them
 *   (lib/rendering/scripts-after-first-paint.ts): `'strict-dynamic'` refuses a `<script src>` of
 *   the HTML itself, and the only one left is Next's `nomodule` polyfill, which such browsers skip.
 */

export type ScriptTrust = { nonce: string } | { hashes: readonly string[] };

export interface CspOptions {
  scripts: ScriptTrust;
  /** React needs eval for its development tooling; never in production. */
  isDevelopment: boolean;
  /** Origins the browser's search client talks to besides the site itself. */
  searchOrigins: readonly string[];
  /** The map style's origin, whose tiles, glyphs and sprites maps load; none for the embedded map. */
  mapOrigins: readonly string[];
  googleAnalytics: boolean;
  metaPixel: boolean;
  /** Only for an https site: on plain http it would break every local asset. */
  upgradeInsecureRequests: boolean;
}

/*
 * With the visitor's marketing consent (Consent Mode's ad signals granted) GA also sends Google
 * signals hits to doubleclick and the visitor's Google domain (Google's CSP guide, "Google Analytics 4
 * with Google signals"): google.com, and google.co.za for the visitors this site serves.
 */
const GOOGLE_AD_SIGNALS = ['https://*.g.doubleclick.net', 'https://*.google.com', 'https://*.google.co.za'];
const GOOGLE_ANALYTICS = {
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com', ...GOOGLE_AD_SIGNALS],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    ...GOOGLE_AD_SIGNALS,
  ],
};
const META_PIXEL = {
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  frame: ['https://www.facebook.com'],
};
const NO_HOSTS = { img: [], connect: [], frame: [] };
/**
 * Article videos play in YouTube's privacy-enhanced player, which the page frames only when the
 * visitor presses play (components/news/article-video.tsx): before that no element names it, so this
 * source lets nothing load. A policy cannot change once the page is open, so it is named here.
 */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com'];

const NONCE_BYTES = 16;
/**
 * Random bytes for 256 nonces, drawn at once: every document request takes one (proxy.ts,
 * lib/http/document-policy-guard.ts), and one draw of the system's randomness cost 10–30 µs a
 * request here, more than the rest of the policy. Each byte is used once.
 */
const noncePool = new Uint8Array(NONCE_BYTES * 256);
let noncePoolUsed = noncePool.length;

/** A nonce of 128 random bits, base64: unguessable and valid in a CSP source expression. */
export function createNonce(): string {
  if (noncePoolUsed === noncePool.length) {
    crypto.getRandomValues(noncePool);
    noncePoolUsed = 0;
  }
  const bytes = noncePool.subarray(noncePoolUsed, noncePoolUsed + NONCE_BYTES);
  noncePoolUsed += NONCE_BYTES;
  return btoa(String.fromCharCode(...bytes));
}

function scriptSources(options: CspOptions): string[] {
  const development = options.isDevelopment ? ["'unsafe-eval'"] : [];
  const trusted =
    'nonce' in options.scripts
      ? [`'nonce-${options.scripts.nonce}'`, SHORTLIST_TAP_KEEPER_HASH, FONT_FROM_CACHE_HASH]
      : options.scripts.hashes;
  return [...trusted, "'strict-dynamic'", ...development];
}

export function buildContentSecurityPolicy(options: CspOptions): string {
  const ga = options.googleAnalytics ? GOOGLE_ANALYTICS : NO_HOSTS;
  const pixel = options.metaPixel ? META_PIXEL : NO_HOSTS;
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', ...scriptSources(options)],
    // React renders style attributes (slider positions, font variables), which nonces cannot cover.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...options.mapOrigins, ...ga.img, ...pixel.img],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      ...options.searchOrigins,
      ...options.mapOrigins,
      ...ga.connect,
      ...pixel.connect,
    ],
    ['frame-src', ...VIDEO_FRAMES, ...pixel.frame],
    ['media-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (options.upgradeInsecureRequests) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** For responses that are not documents (scripts, images, JSON): nothing may run or frame them. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";
