import { expect, test, type Page } from './fixtures';
import type { AnalyticsEvent } from '@/lib/analytics/test-mode';
import { HomePage } from './pages/home-page';
import { SearchPage } from './pages/search-page';

/**
 * Needs the e2e build made with NEXT_PUBLIC_GA_MEASUREMENT_ID=G-TEST12345 and
 * NEXT_PUBLIC_AD_PIXEL_ID=1234567890 (playwright.config.ts `webServer.env`). Nothing leaves
 * localhost: the two analytics scripts are answered with empty JavaScript, anything else external
 * is aborted.
 */
const GA_MEASUREMENT_ID = 'G-TEST12345';
const AD_PIXEL_ID = '1234567890';
const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${GA_MEASUREMENT_ID}`;
const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
const ANALYTICS_HOSTS = /(^|\.)(googletagmanager\.com|google-analytics\.com|facebook\.net|facebook\.com)$/;
const NOT_CONFIGURED =
  'analytics not active: was the e2e build made with NEXT_PUBLIC_GA_MEASUREMENT_ID and NEXT_PUBLIC_AD_PIXEL_ID?';

interface Outbound {
  /** Analytics scripts the page asked for, answered with an empty script. */
  scripts: string[];
  /** Every other non-local request, aborted. */
  aborted: string[];
}

async function keepRequestsLocal(page: Page): Promise<Outbound> {
  const outbound: Outbound = { scripts: [], aborted: [] };
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    const { hostname } = new URL(url);
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.fallback();
    if (url === PIXEL_SCRIPT_URL || url.startsWith('https://www.googletagmanager.com/gtag/js')) {
      outbound.scripts.push(url);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    }
    outbound.aborted.push(url);
    return route.abort('blockedbyclient');
  });
  return outbound;
}

function analyticsRequests(outbound: Outbound): string[] {
  return outbound.aborted.filter((url) => ANALYTICS_HOSTS.test(new URL(url).hostname));
}

function recordedEvents(page: Page): Promise<AnalyticsEvent[]> {
  return page.evaluate(() => window.__analyticsEvents ?? []);
}

/** One GA and one pixel page view for each path, in that order. */
function pageViews(...paths: string[]): AnalyticsEvent[] {
  return paths.flatMap((path): AnalyticsEvent[] => [
    { provider: 'ga', path },
    { provider: 'pixel', path },
  ]);
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

test.describe('analytics with ids configured', () => {
  test('the server HTML carries the no-JavaScript pixel image and no gtag.js', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html, NOT_CONFIGURED).toContain(
      `<img src="https://www.facebook.com/tr?id=${AD_PIXEL_ID}&amp;ev=PageView&amp;noscript=1"`,
    );
    // react-ga4 adds gtag.js in the browser, after hydration; the server never renders it.
    expect(html).not.toContain('googletagmanager.com');
  });

  test('one GA and one pixel page view per route change, across soft navigation and back', async ({
    page,
  }) => {
    const outbound = await keepRequestsLocal(page);
    await page.addInitScript(() => {
      window.__analyticsTestMode = true;
    });

    const home = new HomePage(page);
    await home.goto();
    await expect.poll(() => recordedEvents(page), { message: NOT_CONFIGURED }).toEqual(pageViews('/'));

    // The events carried over from the home page show this was a soft navigation.
    await home.submitSearch();
    const search = new SearchPage(page);
    await search.waitForUrl((url) => url.pathname === '/search');
    expect(pathOf(page)).toBe('/search');
    await expect.poll(() => recordedEvents(page)).toEqual(pageViews('/', '/search'));

    await search.searchFor('sandton');
    await search.waitForUrl((url) => url.searchParams.get('query') === 'sandton');
    expect(pathOf(page)).toBe('/search?query=sandton');
    await expect.poll(() => recordedEvents(page)).toEqual(pageViews('/', '/search', '/search?query=sandton'));

    await page.goBack();
    await search.waitForUrl((url) => url.search === '');
    expect(pathOf(page)).toBe('/search');
    await expect
      .poll(() => recordedEvents(page))
      .toEqual(pageViews('/', '/search', '/search?query=sandton', '/search'));

    // Settled: no late or doubled page view arrived after the last one.
    await search.waitUntilReady();
    expect(await recordedEvents(page)).toEqual(pageViews('/', '/search', '/search?query=sandton', '/search'));
    // Test mode keeps react-ga4 from loading gtag.js; the pixel script loads, answered locally.
    expect(outbound.scripts.length).toBeGreaterThan(0);
    expect(outbound.scripts.every((url) => url === PIXEL_SCRIPT_URL)).toBe(true);
    expect(analyticsRequests(outbound)).toEqual([]);
  });

  test('outside test mode, page views go to gtag and fbq with the page title, and no test record is kept', async ({
    page,
  }) => {
    const outbound = await keepRequestsLocal(page);
    const readQueues = () =>
      page.evaluate(() => {
        const { dataLayer = [] } = window as Window & { dataLayer?: IArguments[] };
        return {
          gtag: dataLayer.map((args) => [...args]).filter(([command]) => command !== 'js'),
          fbq: window.fbq?.queue ?? [],
        };
      });

    const home = new HomePage(page);
    await home.goto();
    const homeTitle = await page.title();
    await expect.poll(readQueues, { message: NOT_CONFIGURED }).toEqual({
      gtag: [
        ['config', GA_MEASUREMENT_ID, { send_page_view: false }],
        ['event', 'page_view', { page_path: '/', page_title: homeTitle }],
      ],
      fbq: [
        ['init', AD_PIXEL_ID],
        ['track', 'PageView'],
      ],
    });

    // A soft navigation swaps the <title> after the URL: the page view must wait for the new one.
    await home.submitSearch();
    await new SearchPage(page).waitForUrl((url) => url.pathname === '/search');
    await expect(page).not.toHaveTitle(homeTitle);
    const searchTitle = await page.title();
    await expect.poll(readQueues).toEqual({
      gtag: [
        ['config', GA_MEASUREMENT_ID, { send_page_view: false }],
        ['event', 'page_view', { page_path: '/', page_title: homeTitle }],
        ['event', 'page_view', { page_path: '/search', page_title: searchTitle }],
      ],
      fbq: [
        ['init', AD_PIXEL_ID],
        ['track', 'PageView'],
        ['track', 'PageView'],
      ],
    });

    expect(await page.evaluate(() => window.__analyticsEvents)).toBeUndefined();
    expect(await page.evaluate(() => window.fbq?.disablePushState)).toBe(true);
    expect(outbound.scripts.toSorted()).toEqual([PIXEL_SCRIPT_URL, GTAG_URL]);
    expect(analyticsRequests(outbound)).toEqual([]);
  });
});
