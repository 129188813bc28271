import type { APIRequestContext } from '@playwright/test';
import { E2E_ORIGIN } from './e2e-build';
import { expect, test, type Page } from './fixtures';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const CRAWL_CONCURRENCY = 6;
const CRAWL_PARTS = 8;

function pick(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

const canonicalOf = (html: string) => pick(html, /<link rel="canonical" href="([^"]*)"/);
const robotsOf = (html: string) => pick(html, /<meta name="robots" content="([^"]*)"/);

/** The sitemap chunks, as a crawler finds them: robots.txt names the index, the index names them. */
async function sitemapUrlsFromRobots(request: APIRequestContext): Promise<string[]> {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const indexUrls = [...(await robots.text()).matchAll(/^Sitemap: (\S+)$/gm)].map((match) => match[1] ?? '');
  expect(indexUrls).toEqual([`${E2E_ORIGIN}/sitemap.xml`]);
  const index = await request.get(`${E2E_ORIGIN}/sitemap.xml`);
  expect(index.status()).toBe(200);
  return [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map(
    (match) => match[1] ?? '',
  );
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The page URLs of a sitemap (its `<url><loc>`s), read as text. */
function pageUrlsOf(xml: string): string[] {
  return [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_entity, name: string) => XML_ENTITIES[name] ?? ''),
  );
}

interface ParsedSitemap {
  parseError: string | null;
  root: string;
  namespace: string | null;
  locs: string[];
  lastmods: string[];
}

/** Parses with the browser's XML parser, which rejects what a crawler's would. */
async function parseSitemap(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate(
    ({ text, ns }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      const texts = (name: string) =>
        [...doc.getElementsByTagNameNS(ns, name)].map((el) => el.textContent ?? '');
      return {
        parseError: error ? (error.textContent ?? 'parse error') : null,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        locs: texts('loc'),
        lastmods: texts('lastmod'),
      };
    },
    { text: xml, ns: SITEMAP_NS },
  );
}

async function crawl(
  urls: readonly string[],
  visit: (url: string) => Promise<string | null>,
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] ?? '';
      const failure = await visit(url);
      if (failure) failures.push(`${url}: ${failure}`);
    }
  };
  await Promise.all(Array.from({ length: CRAWL_CONCURRENCY }, worker));
  return failures;
}

test.describe('crawling', () => {
  // Plain HTTP requests: the viewport changes nothing, so the desktop project alone runs them.
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks, independent of the viewport');

  test('robots.txt allows crawling, keeps out the APIs and names the sitemaps', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-Agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /graphqlQuery/',
        `Sitemap: ${E2E_ORIGIN}/sitemap.xml`,
      ]),
    );
  });

  test('/sitemap.xml is a sitemap index of the pages file and a file per deal type and city', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const parsed = await page.evaluate(
      ({ text, ns }) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: doc.documentElement.localName,
          namespace: doc.documentElement.namespaceURI,
          locs: [...doc.getElementsByTagNameNS(ns, 'loc')].map((el) => el.textContent ?? ''),
        };
      },
      { text: await response.text(), ns: SITEMAP_NS },
    );
    expect(parsed).toMatchObject({ error: false, root: 'sitemapindex', namespace: SITEMAP_NS });
    expect(parsed.locs[0]).toBe(`${E2E_ORIGIN}/sitemap/pages.xml`);
    expect(parsed.locs).toContain(`${E2E_ORIGIN}/sitemap/to-let.johannesburg.xml`);
    expect(parsed.locs).toContain(`${E2E_ORIGIN}/sitemap/for-sale.durban.xml`);
    expect(
      parsed.locs.every((loc) => /\/sitemap\/(pages|(to-let|for-sale)\.[a-z0-9-]+)\.xml$/.test(loc)),
    ).toBe(true);
    for (const missing of [
      '/sitemap/0.xml',
      '/sitemap/to-let.atlantis.xml',
      '/sitemap/to-let.johannesburg.2.xml',
    ]) {
      expect((await request.get(missing)).status(), missing).toBe(404);
    }
  });

  test('every sitemap is valid XML listing absolute URLs of this site, each once', async ({
    page,
    request,
  }) => {
    const sitemaps = await sitemapUrlsFromRobots(request);
    expect(sitemaps.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const sitemap of sitemaps) {
      expect(sitemap.startsWith(`${E2E_ORIGIN}/`), sitemap).toBe(true);
      const response = await request.get(sitemap);
      expect(response.status(), sitemap).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/xml/);
      const parsed = await parseSitemap(page, await response.text());
      expect(parsed.parseError).toBeNull();
      expect(parsed.root).toBe('urlset');
      expect(parsed.namespace).toBe(SITEMAP_NS);
      expect(parsed.locs.length).toBeGreaterThan(0);
      expect(parsed.locs.length).toBeLessThanOrEqual(50_000);
      expect(parsed.locs.filter((loc) => !loc.startsWith(`${E2E_ORIGIN}/`))).toEqual([]);
      expect(parsed.lastmods.filter((lastmod) => Number.isNaN(Date.parse(lastmod)))).toEqual([]);
      for (const loc of parsed.locs) {
        expect(seen.has(loc), `${loc} listed twice`).toBe(false);
        seen.add(loc);
      }
    }
    const paths = [...seen].map((url) => new URL(url).pathname);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/search', '/contact', '/about', '/media', '/media/latest-news']),
    );
    expect(paths).toEqual(expect.arrayContaining(['/to-let', '/for-sale', '/to-let/office']));
    const depth = (path: string) => path.split('/').length - 1;
    expect(paths.filter((path) => path.startsWith('/media/latest-news/')).length).toBeGreaterThan(0);
    expect(paths.filter((path) => path.startsWith('/to-let/') && depth(path) === 5).length).toBeGreaterThan(
      50,
    );
    expect(paths.filter((path) => path.startsWith('/to-let/') && depth(path) === 6).length).toBeGreaterThan(
      500,
    );
    expect(paths.filter((path) => path.startsWith('/for-sale/') && depth(path) === 5).length).toBeGreaterThan(
      10,
    );
  });

  // About 2,500 pages. A listing sync earlier in the run leaves most of them stale, so each one
  // crawled is served and then written again by the server: on a loaded two-core runner the crawl
  // took four minutes in one test. In parts, every page is still crawled, and each part has a bound
  // of its own that a hung server still meets.
  for (let part = 0; part < CRAWL_PARTS; part++) {
    test(`every sitemap URL answers 200, indexable, with itself as the absolute canonical (part ${part + 1} of ${CRAWL_PARTS})`, async ({
      request,
    }) => {
      test.setTimeout(150_000);
      // The sitemaps' XML is checked above; each part only needs their pages, without a browser.
      const urls: string[] = [];
      for (const sitemap of await sitemapUrlsFromRobots(request)) {
        const response = await request.get(sitemap);
        expect(response.status(), sitemap).toBe(200);
        urls.push(...pageUrlsOf(await response.text()));
      }
      expect(urls.length).toBeGreaterThan(2_000);
      // Never send the crawl anywhere but the test server.
      expect(urls.filter((url) => !url.startsWith(`${E2E_ORIGIN}/`))).toEqual([]);

      const share = urls.filter((_url, index) => index % CRAWL_PARTS === part);
      const started = Date.now();
      const failures = await crawl(share, async (url) => {
        // Node's own fetch, uncompressed: Playwright's request context carries each of the 2,500 bodies
        // through its driver, and gzip costs the server and the test CPU for nothing on a local socket.
        // Together they were a quarter of the crawl's time on two cores.
        const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
        if (response.status !== 200) return `status ${response.status}`;
        const html = await response.text();
        const canonical = canonicalOf(html);
        if (!canonical) return 'no canonical';
        // `http://host` and `http://host/` are the same URL; Next writes the home canonical without the slash.
        if (new URL(canonical).href !== url) return `canonical ${canonical}`;
        if (/noindex/.test(robotsOf(html) ?? '')) return `robots ${robotsOf(html)}`;
        return null;
      });
      test.info().annotations.push({
        type: 'crawl',
        description: `${share.length} of ${urls.length} URLs in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      });
      expect(failures).toEqual([]);
    });
  }

  test('a search with query parameters is crawled but not indexed, with the search canonical', async ({
    request,
  }) => {
    const filtered = await request.get('/search?city=Durban');
    expect(filtered.status()).toBe(200);
    const html = await filtered.text();
    expect(robotsOf(html)).toBe('noindex, follow');
    expect(canonicalOf(html)).toBe(`${E2E_ORIGIN}/search`);

    const plain = await (await request.get('/search')).text();
    expect(canonicalOf(plain)).toBe(`${E2E_ORIGIN}/search`);
    expect(robotsOf(plain)).toBeUndefined();
  });

  test('the home page describes the company as Organization JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
    );
    const organization = blocks.find((block) => block['@type'] === 'RealEstateAgent');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Ridgeway Commercial',
      url: `${E2E_ORIGIN}/`,
      telephone: '+27 11 555 0100',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Johannesburg',
        postalCode: '2196',
        addressCountry: 'ZA',
      },
    });
    expect(organization?.sameAs).toEqual(
      expect.arrayContaining(['https://www.linkedin.com/company/ridgeway-commercial']),
    );
  });
});
