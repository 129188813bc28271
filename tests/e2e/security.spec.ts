import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DIST_DIR, E2E_SERVER_SECRETS } from './e2e-build';
import { expect, test, type APIResponse } from './fixtures';
import { firstPropertyPath } from './pages/property-page';
import { SearchPage } from './pages/search-page';

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
  expect(headers['content-security-policy'], `CSP on ${label}`).toMatch(/frame-ancestors 'none'/);
}

function nonceOf(response: APIResponse): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers()['content-security-policy'] ?? '');
  expect(match, 'a nonce in the policy').not.toBeNull();
  return match?.[1] ?? '';
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

  test('documents get a strict policy with a fresh nonce that every script carries', async ({ request }) => {
    const first = await request.get('/about');
    const second = await request.get('/about');
    const policy = first.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain('unsafe-eval');
    const nonce = nonceOf(first);
    expect(nonceOf(second)).not.toBe(nonce);

    const scripts = [...(await first.text()).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    const executable = scripts.filter((attributes) => !attributes.includes('application/ld+json'));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test('pages hydrate and navigate with no policy violation', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        );
      });
    });
    const search = new SearchPage(page);
    await search.goto('?city=Durban');
    // A refinement works only once the page has hydrated.
    await search.chooseOption('City', /^Cape Town/);
    await search.waitForUrl((url) => url.searchParams.getAll('city').includes('Cape Town'));
    await page.goto('/media/latest-news');
    // The list is an InstantSearch island: a click while it hydrates can be lost.
    await expect(page.locator('[data-search-ready]')).toHaveAttribute('data-search-ready', 'true');
    await page
      .getByRole('link', { name: /^Read more/ })
      .first()
      .click();
    // A soft navigation renders the article on the server first; a busy CI runner can take a while.
    await expect(page).toHaveURL(/\/media\/latest-news\/.+/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a wrong revalidation secret is a real 401', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      data: { tags: ['listings'] },
      headers: { authorization: 'Bearer not-the-secret' },
    });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe('Bearer');
    const purge = await request.post('/api/revalidate', {
      data: { tags: ['content:news', 'listings'] },
      headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.REVALIDATE_SECRET}` },
    });
    expect(purge.status()).toBe(200);
    expect(await purge.json()).toEqual({ revalidated: ['content:news', 'listings'] });
  });
});

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('browser bundles', () => {
  test('hold no server-only value', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the build is the same for every browser project');
    const files = await listFiles(path.join(E2E_DIST_DIR, 'static'));
    expect(files.length).toBeGreaterThan(10);
    const forbidden = [
      ...Object.values(E2E_SERVER_SECRETS),
      'REVALIDATE_SECRET',
      'GRAPHQL_API_TOKEN',
      'ENQUIRY_STORE_DIR',
      'enquiries.jsonl',
      process.cwd(),
    ];
    const leaks: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const value of forbidden) if (text.includes(value)) leaks.push(`${value} in ${file}`);
    }
    expect(leaks).toEqual([]);
  });
});
