import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DIST_DIR, E2E_SERVER_SECRETS } from './e2e-build';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type APIResponse, type Page } from './fixtures';
import { ArticlePage } from './pages/article-page';
import { HomePage } from './pages/home-page';
import { NewsListPage } from './pages/news-list-page';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { SearchPage } from './pages/search-page';
import { ACCEPT_ALL, rememberConsent } from './support/consent';
import { expectOneStrictPolicy, policiesOf, scriptSourcesOf, watchViolations } from './support/csp';

const SHARED_HEADERS: Record<string, RegExp> = {
  'strict-transport-security': /^max-age=63072000; includeSubDomains; preload$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  'x-frame-options': /^DENY$/,
};

function expectSecurityHeaders(response: APIResponse, label: string): void {
  const headers = response.headers();
  for (const [name, pattern] of Object.entries(SHARED_HEADERS)) {
    expect(headers[name], `${name} on ${label}`).toMatch(pattern);
  }
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, `CSP on ${label}`).toMatch(/frame-ancestors 'none'/);
  // It fails closed: an inline script the policy does not name never runs.
  expect(/script-src[^;]*'unsafe-inline'/.test(policy), `'unsafe-inline' in script-src on ${label}`).toBe(
    false,
  );
}

function nonceOf(response: APIResponse): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers()['content-security-policy'] ?? '');
  expect(match, 'a nonce in the policy').not.toBeNull();
  return match?.[1] ?? '';
}

/** The script the fraud page quotes as a scammer's; it would send the visitor away if it ran. */
const SCAM_SCRIPT = "location='https://verify-payment.example/pay'";
const ANALYTICS_TAGS = [
  'script[src^="https://www.googletagmanager.com/gtag/js"]',
  'script[src="https://connect.facebook.net/en_US/fbevents.js"]',
];

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The bodies of a document's inline scripts that a browser would run. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc=|application\/ld\+json/.test(attributes))
    .map(([, , body = '']) => body);
}

/** One page of each type served from the cache. */
async function cachedPagePaths(request: APIRequestContext): Promise<string[]> {
  const propertyPath = await firstPropertyPath(request);
  const propertyHtml = await (await request.get(propertyPath)).text();
  // A unit's slug: the page also links to its brochure (`…/brochure.pdf`) under the same path.
  const unitPath = new RegExp(`href="(${propertyPath}/[a-z0-9-]+)"`).exec(propertyHtml)?.[1];
  expect(unitPath, 'a unit link on the property page').toBeTruthy();
  const shortlistIds = [...propertyHtml.matchAll(/data-shortlist-id="([^"]+)"/g)].map((match) => match[1]);
  expect(shortlistIds.length, 'shortlist toggles on the property page').toBeGreaterThan(1);
  return [
    '/',
    '/about',
    '/services/broking',
    '/contact',
    '/fraud-hotline',
    '/to-let',
    '/to-let/office/johannesburg',
    propertyPath,
    unitPath ?? '',
    '/media',
    '/media/latest-news',
    '/media/awards/research-team-wins-market-insight-award-2025',
    '/search',
    '/search?city=Durban&sort=price-asc',
    '/media/latest-news?query=solar',
    '/shortlist',
    `/shortlist/${[...new Set(shortlistIds)].slice(0, 2).join(',')}`,
    '/no/such/page',
  ];
}

/** A search with more values than a cached document's key holds: rendered per request. */
const UNCACHED_SEARCH = `/search?${Array.from({ length: 12 }, (_, n) => `broker=Broker+${n}+of+a+long+list`).join('&')}`;
/** The same for a news list's search. */
const UNCACHED_NEWS_SEARCH = `/media/publications?${Array.from({ length: 12 }, (_, n) => `category=Category+${n}+of+a+long+list`).join('&')}`;

/**
 * The analytics tags are added by effects, so their script elements prove the page hydrated; the
 * fixture aborts their requests, but the policy must still have let them start. They load after
 * consent: these visitors accepted on an earlier visit (rememberConsent).
 */
async function expectHydratedWithAnalytics(page: Page, path: string) {
  for (const tag of ANALYTICS_TAGS) await expect(page.locator(tag), `${tag} on ${path}`).toHaveCount(1);
}

test.describe('security headers', () => {
  test('every kind of response carries them', async ({ request }) => {
    const home = await request.get('/');
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(chunk, 'a script chunk on the home page').toBeTruthy();
    const propertyPath = await firstPropertyPath(request);
    const image = /<img[^>]+src="(\/images\/[^"]+)"/.exec(
      await (await request.get(propertyPath)).text(),
    )?.[1];
    expect(image, 'an image on a property page').toBeTruthy();

    const responses: Array<[string, APIResponse]> = [
      ['home page', home],
      ['search page', await request.get('/search?city=Durban')],
      ['property page', await request.get(propertyPath)],
      ['404 page', await request.get('/no/such/page')],
      ['redirect', await request.get('/to-let/Office', { maxRedirects: 0 })],
      ['script chunk', await request.get(chunk ?? '')],
      ['image', await request.get(image?.replaceAll('&amp;', '&') ?? '')],
      [
        'search API',
        await request.post('/api/search/1/indexes/*/queries', {
          data: { requests: [{ indexName: 'rent' }] },
        }),
      ],
      ['GraphQL API', await request.post('/graphqlQuery/v1', { data: { query: '{ __typename }' } })],
      ['revalidation API', await request.post('/api/revalidate', { data: { tags: ['listings'] } })],
    ];
    for (const [label, response] of responses) {
      expect(response.status(), label).toBeLessThan(500);
      expectSecurityHeaders(response, label);
    }
  });

  test('the pages an alert e-mail links to are cut off from the window that opened them', async ({
    page,
    request,
  }) => {
    const alertPage = '/alerts/manage?token=not-a-real-token';
    expect((await request.get(alertPage)).headers()['cross-origin-opener-policy']).toBe('same-origin');
    await page.goto('/about');
    const popupOpened = page.waitForEvent('popup');
    await page.evaluate((href) => {
      (window as unknown as { alertWindow: Window | null }).alertWindow = window.open(href);
    }, alertPage);
    const popup = await popupOpened;
    await popup.waitForLoadState();
    await expect(popup.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { alertWindow: Window }).alertWindow.closed))
      .toBe(true);
  });

  test('public pages open in the tab’s own process: no opener policy that would start a new one', async ({
    request,
  }) => {
    for (const path of ['/', '/about', await firstPropertyPath(request), '/search?city=Durban']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cross-origin-opener-policy'], path).toBeUndefined();
    }
  });

  test('every response carries exactly one policy', async ({ request }) => {
    const propertyPath = await firstPropertyPath(request);
    const paths = [
      '/',
      '/about',
      propertyPath,
      '/search?city=Durban',
      UNCACHED_SEARCH,
      '/no/such/page',
      `${propertyPath}/no-such-unit`,
      '/robots.txt',
      '/sitemap.xml',
      '/og/card',
      '/api/search/1/indexes/*/queries',
    ];
    for (const path of paths) {
      const response = await request.get(path);
      expect(policiesOf(response), path).toHaveLength(1);
    }
  });

  test('cached documents allow exactly their own inline scripts, by hash, and what those load', async ({
    request,
  }) => {
    for (const path of await cachedPagePaths(request)) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      const policy = expectOneStrictPolicy(response, path);
      const scriptSources = scriptSourcesOf(policy).join(' ');
      expect(scriptSources, path).not.toMatch(/nonce-|unsafe-eval/);
      const html = await response.text();
      const inline = inlineScripts(html);
      expect(inline.length, path).toBeGreaterThan(0);
      for (const body of inline)
        expect(scriptSources, `${path}: ${body.slice(0, 60)}`).toContain(sha256(body));
      // Nothing beyond the page's own scripts: one hash for each of them, no more.
      const hashes = scriptSources.match(/'sha256-[^']+'/g) ?? [];
      expect(hashes.length, path).toBe(new Set(inline.map(sha256)).size);
      // A cached page is the same for everyone: no nonce may be baked into it.
      expect(html, path).not.toContain('nonce=');
    }
  });

  test('documents rendered per request get a fresh nonce that every script carries, but the font script and tap keeper, trusted by their hashes', async ({
    request,
  }) => {
    for (const path of [UNCACHED_SEARCH, UNCACHED_NEWS_SEARCH]) {
      const first = await request.get(path);
      const second = await request.get(path);
      const policy = expectOneStrictPolicy(first, path);
      expect(policy, path).not.toContain('unsafe-eval');
      const nonce = nonceOf(first);
      expect(nonceOf(second), path).not.toBe(nonce);
      const html = await first.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
        attributes: match[1] ?? '',
        body: match[2] ?? '',
      }));
      const executable = scripts.filter(({ attributes }) => !attributes.includes('application/ld+json'));
      expect(executable.length, path).toBeGreaterThan(0);
      const unsigned = executable.filter(({ attributes }) => !attributes.includes(`nonce="${nonce}"`));
      // The font's script and the shortlist's tap keeper (lib/rendering/font-from-cache.ts,
      // lib/shortlist/tap-keeper.ts), the same texts on every page.
      expect(
        unsigned.map(({ body }) => body.slice(0, 80)),
        path,
      ).toEqual([expect.stringContaining('font-cached'), expect.stringContaining('shortlist')]);
      for (const { attributes, body } of unsigned) {
        expect(attributes.trim(), path).toBe('');
        expect(policy, path).toContain(sha256(body));
      }
    }
  });

  test('script text in published content is shown as text and never allowed to run', async ({
    page,
    request,
  }) => {
    const response = await request.get('/fraud-hotline');
    expect(response.headers()['content-security-policy']).not.toContain(sha256(SCAM_SCRIPT));
    expect(inlineScripts(await response.text())).not.toContain(SCAM_SCRIPT);

    const violations = await watchViolations(page);
    await rememberConsent(page, ACCEPT_ALL);
    await page.goto('/fraud-hotline');
    await expect(page.getByText(`<script>${SCAM_SCRIPT}</script>`)).toBeVisible();
    await expectHydratedWithAnalytics(page, '/fraud-hotline');
    await expect(page).toHaveURL(/\/fraud-hotline$/);
    expect(violations).toEqual([]);
  });

  // The policy and the scripts it allows come with the document, which is the same at every size.
  test(
    'every page type hydrates with analytics on and no policy violation, across soft navigations both ways',
    { tag: '@any-size' },
    async ({ page, request }) => {
      test.setTimeout(150_000);
      const violations = await watchViolations(page);
      await rememberConsent(page, ACCEPT_ALL);
      // Cached documents (hashes) and documents rendered per request (a nonce), each loading the
      // analytics tags through 'strict-dynamic' alone.
      for (const path of [...(await cachedPagePaths(request)), UNCACHED_SEARCH, UNCACHED_NEWS_SEARCH]) {
        await page.goto(path);
        await expectHydratedWithAnalytics(page, path);
      }

      // A cached page → /search → a cached page, and back, by client-side navigation.
      const home = new HomePage(page);
      await home.goto();
      await expectHydratedWithAnalytics(page, '/');
      await home.viewAllProperties.click();
      await expect(page).toHaveURL(/\/search$/);
      const search = new SearchPage(page);
      await search.waitUntilReady();
      await search.chooseOption('City', /^Cape Town/);
      await search.waitForUrl((url) => url.searchParams.getAll('city').includes('Cape Town'));
      await search.openCard();
      // A soft navigation renders on the server first; a busy CI runner can take a while.
      await expect(page).toHaveURL(/\/(to-let|for-sale)\//, { timeout: 20_000 });
      await expect(new PropertyPage(page).heading).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/search\?/);
      await search.waitUntilReady();

      // A cached list → the same list with a search (rendered per request) → an article → back.
      const news = new NewsListPage(page);
      await news.goto('/media/latest-news');
      await news.searchFor('solar');
      await news.waitForUrl((url) => url.searchParams.get('query') === 'solar');
      await news.readMore().click();
      await expect(page).toHaveURL(/\/media\/latest-news\/.+/, { timeout: 20_000 });
      await expect(new ArticlePage(page).heading).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/query=solar/);
      await news.waitUntilReady();
      expect(violations).toEqual([]);
    },
  );

  test('a wrong revalidation secret is a real 401', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      data: { tags: ['listings'] },
      headers: { authorization: 'Bearer not-the-secret' },
    });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe('Bearer');
    const purge = await request.post('/api/revalidate', {
      // One property, not every listing: the other specs share this server's cache.
      data: { tags: ['content:news', 'property:the-atrium-sandton'] },
      headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.REVALIDATE_SECRET}` },
    });
    expect(purge.status()).toBe(200);
    expect(await purge.json()).toEqual({ revalidated: ['content:news', 'property:the-atrium-sandton'] });
  });
});

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('browser bundles', () => {
  test('hold no server-only value and no source file', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the build is the same for every browser project');
    const files = await listFiles(path.join(E2E_DIST_DIR, 'static'));
    expect(files.length).toBeGreaterThan(10);
    const forbidden = [
      ...Object.values(E2E_SERVER_SECRETS),
      'REVALIDATE_SECRET',
      'GRAPHQL_API_TOKEN',
      'DATA_DIR',
      'enquiries.jsonl',
      'content.sqlite',
      process.cwd(),
    ];
    expect(files.filter((file) => /\.(ts|tsx|mts)$/.test(file))).toEqual([]);
    const leaks: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const value of forbidden) if (text.includes(value)) leaks.push(`${value} in ${file}`);
    }
    expect(leaks).toEqual([]);
  });
});
