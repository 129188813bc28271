import { expect, test, type Page } from './fixtures';
import { ConsentBanner } from './pages/consent-banner';
import { HomePage } from './pages/home-page';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { SearchPage } from './pages/search-page';
import {
  enableAnalyticsTestMode,
  GA_MEASUREMENT_ID,
  GTAG_URL,
  keepRequestsLocal,
  NOT_CONFIGURED,
  pageViews,
  readTrackerQueues,
  recordedEvents,
  trackerGlobals,
  trackerRequests,
} from './support/analytics';
import { seriousAxeViolations } from './support/axe';
import { ACCEPT_ALL, REJECT_ALL, rememberConsent, storedConsent } from './support/consent';

/*
 * The e2e build has both tracker ids (support/analytics.ts), so every first visit is asked. Each
 * test starts as a new visitor: a browser context of its own, with empty storage.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

async function expectNothingTracked(page: Page, outbound: { scripts: string[]; aborted: string[] }) {
  expect(trackerRequests(outbound)).toEqual([]);
  expect(await trackerGlobals(page)).toEqual({ dataLayer: false, fbq: false });
}

test.describe('cookie consent', () => {
  test('before a choice nothing is requested from Google or Meta, across pages and reloads', async ({
    page,
    request,
  }) => {
    const outbound = await keepRequestsLocal(page);
    const banner = new ConsentBanner(page);
    const home = new HomePage(page);
    await home.goto();
    await expect(banner.region, NOT_CONFIGURED).toBeVisible();

    // A soft navigation, then documents of their own.
    await home.submitSearch();
    const search = new SearchPage(page);
    await search.waitForUrl((url) => url.pathname === '/search');
    await search.waitUntilReady();
    await expect(banner.region).toBeVisible();
    await new PropertyPage(page).goto(await firstPropertyPath(request));
    await expect(banner.region).toBeVisible();
    await page.reload();
    await expect(banner.region).toBeVisible();
    await expectNothingTracked(page, outbound);
  });

  test('"Reject all" keeps it so across navigations, reloads and later visits', async ({ page, context }) => {
    const outbound = await keepRequestsLocal(page);
    const banner = new ConsentBanner(page);
    const home = new HomePage(page);
    await home.goto();
    await banner.rejectAll.click();
    await expect(banner.region).toBeHidden();
    expect(await storedConsent(page)).toEqual(REJECT_ALL);

    await home.submitSearch();
    await new SearchPage(page).waitForUrl((url) => url.pathname === '/search');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner.region).toBeHidden();
    await expectNothingTracked(page, outbound);

    const later = await context.newPage();
    const laterOutbound = await keepRequestsLocal(later);
    await later.goto('/about');
    await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(new ConsentBanner(later).region).toBeHidden();
    await expect(new ConsentBanner(later).settingsLink).toBeVisible();
    await expectNothingTracked(later, laterOutbound);
  });

  test('"Accept all" starts page views with the page it was given on, and a returning visitor is counted at once', async ({
    page,
  }) => {
    await keepRequestsLocal(page);
    await enableAnalyticsTestMode(page);
    const banner = new ConsentBanner(page);
    await page.goto('/about');
    await expect(banner.region).toBeVisible();
    expect(await recordedEvents(page)).toEqual([]);

    await banner.acceptAll.click();
    await expect(banner.region).toBeHidden();
    await expect.poll(() => recordedEvents(page)).toEqual(pageViews('/about'));

    await page.reload();
    await expect.poll(() => recordedEvents(page)).toEqual(pageViews('/about'));
    await expect(banner.region).toBeHidden();
  });

  test('"Choose" with analytics alone, by keyboard: GA loads with ads denied, and the pixel does not', async ({
    page,
  }) => {
    const outbound = await keepRequestsLocal(page);
    const banner = new ConsentBanner(page);
    await new HomePage(page).goto();
    await expect(banner.region).toBeVisible();

    // Right after the skip link, the choice comes first in the tab order.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.region.getByRole('link', { name: 'Privacy notice' })).toBeFocused();
    for (const button of [banner.acceptAll, banner.rejectAll, banner.choose]) {
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(banner.choose).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(banner.analytics).toBeFocused();
    await expect(banner.analytics).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(banner.analytics).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(banner.marketing).toBeFocused();
    await expect(banner.marketing).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(banner.saveChoices).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner.region).toBeHidden();
    expect(await storedConsent(page)).toEqual({ analytics: true, marketing: false });

    const homeTitle = await page.title();
    await expect
      .poll(() => readTrackerQueues(page))
      .toEqual({
        gtag: [
          [
            'consent',
            'default',
            {
              ad_storage: 'denied',
              analytics_storage: 'denied',
              ad_user_data: 'denied',
              ad_personalization: 'denied',
            },
          ],
          [
            'consent',
            'update',
            {
              ad_storage: 'denied',
              analytics_storage: 'granted',
              ad_user_data: 'denied',
              ad_personalization: 'denied',
            },
          ],
          ['config', GA_MEASUREMENT_ID, { send_page_view: false }],
          ['event', 'page_view', { page_path: '/', page_title: homeTitle }],
        ],
        fbq: [],
      });
    expect(trackerRequests(outbound)).toEqual([GTAG_URL]);
    expect(await trackerGlobals(page)).toEqual({ dataLayer: true, fbq: false });
  });

  test('"Cookie settings" in the footer reopens the choice, and a change takes effect at once', async ({
    page,
  }) => {
    await rememberConsent(page, REJECT_ALL);
    const outbound = await keepRequestsLocal(page);
    const banner = new ConsentBanner(page);
    await new HomePage(page).goto();
    await expect(banner.settingsLink).toBeVisible();
    await expect(banner.region).toBeHidden();

    await banner.settingsLink.click();
    await expect(banner.region).toBeVisible();
    await expect(banner.region).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
    await banner.choose.click();
    await expect(banner.analytics).not.toBeChecked();
    await expect(banner.marketing).not.toBeChecked();
    // Escape leaves it as it was.
    await page.keyboard.press('Escape');
    await expect(banner.region).toBeHidden();
    await expect(banner.settingsLink).toBeFocused();
    expect(trackerRequests(outbound)).toEqual([]);

    await banner.settingsLink.click();
    await banner.acceptAll.click();
    await expect(banner.region).toBeHidden();
    await expect(banner.settingsLink).toBeFocused();
    await expect
      .poll(() => outbound.scripts.toSorted())
      .toEqual(['https://connect.facebook.net/en_US/fbevents.js', GTAG_URL]);
    expect(await storedConsent(page)).toEqual(ACCEPT_ALL);
  });

  test('a tap on "Cookie settings" before the scripts arrive is kept, and the page works meanwhile', async ({
    page,
  }) => {
    await rememberConsent(page, REJECT_ALL);
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    // The site's scripts, not its style sheets: the page paints, and waits for them to hydrate.
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.fallback();
    });
    const banner = new ConsentBanner(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await banner.settingsLink.click();
    expect(new URL(page.url()).hash).toBe('#cookie-settings');
    await expect(banner.region).toHaveCount(0);

    release();
    await expect(banner.region).toBeVisible();
    await expect(banner.region).toBeFocused();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
  });

  test(
    'a choice is remembered for 12 months, then asked again',
    { tag: '@any-size' },
    async ({ browser }) => {
      async function visitChosenDaysAgo(days: number) {
        const context = await browser.newContext();
        await rememberConsent(context, ACCEPT_ALL, Date.now() - days * DAY_MS);
        const page = await context.newPage();
        await keepRequestsLocal(page);
        await page.goto('/about');
        return { context, page, banner: new ConsentBanner(page) };
      }

      const recent = await visitChosenDaysAgo(330);
      await expect.poll(() => trackerGlobals(recent.page)).toEqual({ dataLayer: true, fbq: true });
      await expect(recent.banner.region).toHaveCount(0);
      await recent.context.close();

      const old = await visitChosenDaysAgo(370);
      await expect(old.banner.region).toBeVisible();
      expect(await trackerGlobals(old.page)).toEqual({ dataLayer: false, fbq: false });
      await old.context.close();
    },
  );

  test('a brochure download or share is not counted without analytics consent', async ({ page, request }) => {
    await keepRequestsLocal(page);
    await enableAnalyticsTestMode(page);
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request));
    await page.route('**/brochure.pdf', (route) => route.fulfill({ status: 204 }));
    const brochure = page.getByRole('link', { name: /Download brochure/ });
    await brochure.click();
    await new ConsentBanner(page).rejectAll.click();
    await brochure.click();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(await recordedEvents(page)).toEqual([]);
  });

  test('has no serious accessibility violations, shown and choosing', async ({ page }) => {
    const banner = new ConsentBanner(page);
    await new HomePage(page).goto();
    await expect(banner.region).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await banner.choose.click();
    await expect(banner.analytics).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
