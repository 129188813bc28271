import type { Route } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { ARTICLE_PATH, firstUnitPath, MISSING_LISTING_PATH } from './support/page-types';
import { firstPropertyPath } from './pages/property-page';

/*
 * A page the cache keeps leaves its RSC payload out of the document and fetches it after its first
 * paint, before its scripts (lib/rendering/flight-after-first-paint.ts): the document is smaller,
 * and the page still hydrates. Without the payload it stays as its HTML, links and forms working.
 */

const INLINE_PAYLOAD = '<script>self.__next_f.push([1,';
const SHORTLIST_LIVE = 'data-shortlist-live';
/** The flight request for `/about`, the page the failure cases open. */
const ABOUT_PAYLOAD = /\/about\?_rsc=$/;

/** The flight requests the page makes, with the header Next's server answers a payload for. */
function recordFlightRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc'))
      requests.push(`${url.pathname}${url.search} rsc=${request.headers().rsc}`);
  });
  return requests;
}

/** Errors the page reports: a payload that did not match its HTML would show here. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a cached page carries no copy of its RSC payload @any-size', async ({ request }) => {
  const paths = [
    '/',
    '/search',
    '/search?category=Office&city=Durban&minPrice=100&maxGLA=2000',
    '/to-let/office/johannesburg',
    await firstPropertyPath(request),
    await firstUnitPath(request),
    ARTICLE_PATH,
    '/about',
    '/services/broking',
    '/contact',
  ];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html, path).toMatch(/data-flight-after-paint="[\w-]+"/);
    expect(html, path).not.toContain(INLINE_PAYLOAD);
  }
});

test('a page hydrates from the payload it fetches after its first paint, once', async ({ page, request }) => {
  const requests = recordFlightRequests(page);
  const errors = recordErrors(page);
  const property = await firstPropertyPath(request);
  for (const path of ['/about?utm_source=newsletter', '/search?deal=ToLet', property]) {
    requests.length = 0;
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute(SHORTLIST_LIVE, '');
    expect(requests, path).toEqual([`${path}${path.includes('?') ? '&' : '?'}_rsc= rsc=1`]);
  }
  // Hydrated, the page is the router's: a link opens the next page without a document request.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
});

for (const [refusal, answer] of [
  ['refused', async (route: Route) => route.fulfill({ status: 503, body: 'Service unavailable' })],
  [
    'from another build',
    async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"b":"[\w-]+"/, '"b":"a-build-from-before"');
      await route.fulfill({ response, body });
    },
  ],
] as const) {
  test(`with its payload ${refusal}, a page stays as its HTML, and its links still work`, async ({
    page,
  }) => {
    const errors = recordErrors(page);
    // Only `/about`'s payload: the page the link opens is answered as usual.
    await page.route(ABOUT_PAYLOAD, answer);
    const answered = page.waitForResponse(ABOUT_PAYLOAD);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await answered;
    // Past the three seconds the loader gives the style sheets, no script has run (preloaded, they wait).
    await page.waitForTimeout(3_500);
    expect(await page.evaluate(() => [...(window.__scriptsRun ?? [])])).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute(SHORTLIST_LIVE, '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
    // The refused request is the only error: the page never ran scripts it could not hydrate.
    expect(errors.filter((error) => !error.includes('503'))).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

test('a page regenerated between its document and its payload shows the newer one, and works', async ({
  page,
}) => {
  await page.goto('/about');
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  // The payload of the same build, from a render whose heading changed since the document's.
  await page.route(ABOUT_PAYLOAD, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).split(heading).join(`${heading}, since 2004`);
    await route.fulfill({ response, body });
  });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute(SHORTLIST_LIVE, '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${heading}, since 2004`);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
});

test('a page answered as not found keeps its payload and hydrates from it', async ({ page, request }) => {
  const html = await (await request.get(MISSING_LISTING_PATH)).text();
  expect(html).toContain(INLINE_PAYLOAD);
  expect(html).not.toMatch(/data-flight-after-paint="/);
  const requests = recordFlightRequests(page);
  await page.goto(MISSING_LISTING_PATH);
  await expect(page.locator('html')).toHaveAttribute(SHORTLIST_LIVE, '');
  expect(requests).toEqual([]);
});
