import { expect, test } from './fixtures';
import { ConsentBanner } from './pages/consent-banner';
import { HomePage } from './pages/home-page';
import { SearchPage } from './pages/search-page';
import {
  AD_PIXEL_ID,
  analyticsRequests,
  enableAnalyticsTestMode,
  GA_MEASUREMENT_ID,
  GTAG_URL,
  keepRequestsLocal,
  NOT_CONFIGURED,
  pageViews,
  pathOf,
  PIXEL_SCRIPT_URL,
  readTrackerQueues,
  recordedEvents,
} from './support/analytics';

/** Consent Mode v2, as gtag.js reads it: everything denied, then the visitor's "Accept all". */
const CONSENT_DEFAULT = [
  'consent',
  'default',
  { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
];
const CONSENT_ACCEPTED = [
  'consent',
  'update',
  {
    ad_storage: 'granted',
    analytics_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  },
];

test.describe('analytics with ids configured', () => {
  test('the server HTML carries no tracker: no pixel image, no gtag.js, no fbevents.js, no banner', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // The footer's link shows the build has trackers configured.
    expect(html, NOT_CONFIGURED).toContain('href="#cookie-settings"');
    // The no-JavaScript image pixel would track without asking; the browser adds the rest after consent.
    expect(html).not.toContain('facebook.com/tr');
    expect(html).not.toContain('googletagmanager.com');
    expect(html).not.toContain('fbevents.js');
    // Whether to ask is the browser's to decide: the page is cached for every visitor.
    expect(html).not.toContain('Cookies on this site');
  });

  test('after "Accept all", one GA and one pixel page view per route change, across soft navigation and back', async ({
    page,
  }) => {
    const outbound = await keepRequestsLocal(page);
    await enableAnalyticsTestMode(page);

    const home = new HomePage(page);
    await home.goto();
    await new ConsentBanner(page).acceptAll.click();
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

  test('outside test mode, consent then page views go to gtag and fbq with the page title, and no test record is kept', async ({
    page,
  }) => {
    const outbound = await keepRequestsLocal(page);

    const home = new HomePage(page);
    await home.goto();
    await new ConsentBanner(page).acceptAll.click();
    const homeTitle = await page.title();
    await expect
      .poll(() => readTrackerQueues(page), { message: NOT_CONFIGURED })
      .toEqual({
        gtag: [
          CONSENT_DEFAULT,
          CONSENT_ACCEPTED,
          ['config', GA_MEASUREMENT_ID, { send_page_view: false }],
          ['event', 'page_view', { page_path: '/', page_title: homeTitle }],
        ],
        fbq: [
          ['consent', 'revoke'],
          ['init', AD_PIXEL_ID],
          ['consent', 'grant'],
          ['track', 'PageView'],
        ],
      });

    // A soft navigation swaps the <title> after the URL: the page view must wait for the new one.
    await home.submitSearch();
    await new SearchPage(page).waitForUrl((url) => url.pathname === '/search');
    await expect(page).not.toHaveTitle(homeTitle);
    const searchTitle = await page.title();
    await expect
      .poll(() => readTrackerQueues(page))
      .toEqual({
        gtag: [
          CONSENT_DEFAULT,
          CONSENT_ACCEPTED,
          ['config', GA_MEASUREMENT_ID, { send_page_view: false }],
          ['event', 'page_view', { page_path: '/', page_title: homeTitle }],
          ['event', 'page_view', { page_path: '/search', page_title: searchTitle }],
        ],
        fbq: [
          ['consent', 'revoke'],
          ['init', AD_PIXEL_ID],
          ['consent', 'grant'],
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
