import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, createNonce, type CspOptions } from '@/lib/security/csp';
import { FONT_FROM_CACHE_HASH } from '@/lib/rendering/font-from-cache';
import { SHORTLIST_TAP_KEEPER_HASH } from '@/lib/shortlist/tap-keeper-script';

const BASE: CspOptions = {
  scripts: { nonce: 'bm9uY2U=' },
  isDevelopment: false,
  searchOrigins: [],
  mapOrigins: [],
  googleAnalytics: false,
  metaPixel: false,
  upgradeInsecureRequests: false,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('allows scripts by nonce and the tap keeper and font script by their hashes only, and forbids plugins, base rewriting and framing', () => {
    const policy = directives(buildContentSecurityPolicy(BASE));
    expect(policy.get('script-src')).toEqual([
      "'nonce-bm9uY2U='",
      SHORTLIST_TAP_KEEPER_HASH,
      FONT_FROM_CACHE_HASH,
      "'strict-dynamic'",
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('trusts a cached document by the hashes of its scripts alone, and what they load by strict-dynamic', () => {
    const hashes = ["'sha256-YWJj'", "'sha256-ZGVm'"];
    const policy = directives(buildContentSecurityPolicy({ ...BASE, scripts: { hashes } }));
    // Nothing else: an inline script whose hash is not listed does not run, nor a <script src> of the HTML.
    expect(policy.get('script-src')).toEqual([...hashes, "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });

  it('names no host in script-src, analytics configured or not: a trusted script loads the tags', () => {
    for (const scripts of [{ hashes: [] }, { nonce: 'bm9uY2U=' }]) {
      const sources = directives(
        buildContentSecurityPolicy({ ...BASE, scripts, googleAnalytics: true, metaPixel: true }),
      ).get('script-src');
      expect(sources).toContain("'strict-dynamic'");
      expect(sources?.filter((source) => !source.startsWith("'"))).toEqual([]);
      expect(sources).not.toContain("'self'");
    }
  });

  it('adds analytics and search hosts only when they are configured', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        ...BASE,
        googleAnalytics: true,
        metaPixel: true,
        searchOrigins: ['https://*.algolia.net'],
        upgradeInsecureRequests: true,
      }),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://*.algolia.net',
        'https://*.google-analytics.com',
        'https://www.facebook.com',
      ]),
    );
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://*.googletagmanager.com']));
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets GA send Google signals hits once ad consent is granted, only where GA is configured', () => {
    const signals = ['https://*.g.doubleclick.net', 'https://*.google.com', 'https://*.google.co.za'];
    const withGa = directives(buildContentSecurityPolicy({ ...BASE, googleAnalytics: true }));
    expect(withGa.get('connect-src')).toEqual(expect.arrayContaining(signals));
    expect(withGa.get('img-src')).toEqual(expect.arrayContaining(signals));
    // Hits and beacons only: no Google host may serve a script beyond the tag's own.
    expect(withGa.get('script-src')).toEqual([
      "'nonce-bm9uY2U='",
      SHORTLIST_TAP_KEEPER_HASH,
      FONT_FROM_CACHE_HASH,
      "'strict-dynamic'",
    ]);
    const without = buildContentSecurityPolicy({ ...BASE, metaPixel: true });
    for (const host of signals) expect(without).not.toContain(host);
  });

  it("lets maps load a configured style's tiles and glyphs, and start MapLibre's worker from the site", () => {
    const embedded = directives(buildContentSecurityPolicy(BASE));
    expect(embedded.get('worker-src')).toEqual(["'self'", 'blob:']);
    const hosted = directives(
      buildContentSecurityPolicy({ ...BASE, mapOrigins: ['https://tiles.example.com'] }),
    );
    expect(hosted.get('connect-src')).toEqual(["'self'", 'https://tiles.example.com']);
    expect(hosted.get('img-src')).toContain('https://tiles.example.com');
  });

  it("allows eval only for React's development tooling", () => {
    expect(buildContentSecurityPolicy(BASE)).not.toContain('unsafe-eval');
    expect(buildContentSecurityPolicy({ ...BASE, isDevelopment: true })).toContain("'unsafe-eval'");
  });
});

describe('createNonce', () => {
  it('makes a fresh 128-bit base64 value every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
