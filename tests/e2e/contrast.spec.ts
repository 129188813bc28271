import { expect, test, type Page } from './fixtures';
import { contrastFindings } from './support/axe';
import { REJECT_ALL, rememberConsent } from './support/consent';
import { alertPagePaths, PAGE_TYPES, reportPagePath, resolvePath } from './support/page-types';
import { ConsentBanner } from './pages/consent-banner';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { ResultsMap } from './pages/results-map';
import { SearchPage } from './pages/search-page';

/** Sandton CBD's business node: a few pins, so the map's card can be opened and read. */
const SANDTON = '-26.095,28.07,-26.12,28.045';

/**
 * Pages whose phone layout another page type already shows at phone size (the banner of /about, the
 * list of /media/latest-news): checked once, at desktop size.
 */
const SAME_ON_PHONES_AS_ANOTHER = new Set(['service', 'group service', 'info page', 'news search']);

/** Waits for what the page fetches after its first paint: a search's answer, a gallery's photo. */
async function settle(page: Page) {
  if (await page.locator('[data-search-ready]').count()) await new SearchPage(page).waitUntilReady();
  await page.waitForLoadState('networkidle');
}

/**
 * Text over photos and gradients is where contrast goes unchecked: axe must determine every text's
 * contrast, on every page type and in the states that put text over pictures, at both sizes.
 */
test.describe('every text has AA contrast that axe can determine', () => {
  // A visitor who has made the cookie choice: the band fixed over the page's foot is the subject
  // of its own check below (axe cannot determine a text over the line of a page that scrolls on
  // beneath a fixed band).
  test.beforeEach(({ page }) => rememberConsent(page, REJECT_ALL));

  for (const pageType of PAGE_TYPES) {
    const tag = SAME_ON_PHONES_AS_ANOTHER.has(pageType.name) ? ['@any-size'] : [];
    test(pageType.name, { tag }, async ({ page, request }) => {
      await page.goto(await resolvePath(pageType, request));
      await settle(page);
      expect(await contrastFindings(page)).toEqual([]);
    });
  }

  test('the alert pages with their forms', async ({ page, request }) => {
    const { manage, unsubscribe } = await alertPagePaths(request);
    for (const path of [manage, unsubscribe]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Delete all my alerts|^Unsubscribe$/ })).toBeVisible();
      expect(await contrastFindings(page), path).toEqual([]);
    }
  });

  test("a listing's report page with its form", async ({ page, request }) => {
    await page.goto(await reportPagePath(request));
    await expect(page.getByRole('button', { name: 'Send report' })).toBeVisible();
    expect(await contrastFindings(page)).toEqual([]);
  });

  // Phones keep the filters behind 'Show filters'; wider screens show them beside the results.
  test('the filter panel open', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?city=Durban&minPrice=100');
    await search.waitUntilHydrated();
    await search.openFilters();
    await expect(search.filter('City')).toBeVisible();
    expect(await contrastFindings(page)).toEqual([]);
  });

  test("the results map with a pin's card open", async ({ page }) => {
    const search = new SearchPage(page);
    const map = new ResultsMap(page);
    await search.goto(`?view=map&area=${SANDTON}`);
    await map.pinCount();
    await map.pins.first().click();
    await expect(page.locator('.maplibregl-popup').getByRole('link')).toBeVisible();
    // The card is checked. The pins, the clusters' counts and the place names are drawn into the
    // map's picture, where they meet (WCAG 1.4.3 counts such text as part of the picture); the
    // list under the map carries the same results as text.
    expect(await contrastFindings(page, ['.maplibregl-canvas-container'])).toEqual([]);
  });

  test('the gallery in full screen', async ({ page, request }) => {
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request));
    await property.viewFullScreen.click();
    await expect(property.gallery).toBeVisible();
    await settle(page);
    expect(await contrastFindings(page)).toEqual([]);
  });
});

test.describe('the cookie choice band has AA contrast that axe can determine', () => {
  // A first visit, the page scrolled to its end: the room the page gains below it is all the band
  // covers there, so every text of the band and of the page's foot can be read by axe.
  test('with its choices open, over the foot of the page', async ({ page }) => {
    await page.goto('/about');
    const band = new ConsentBanner(page);
    await band.choose.click();
    await expect(band.analytics).toBeVisible();
    // The room below follows the band's height a frame after its choices open: scrolled to the end
    // before that, the page then grows under it. So it scrolls until the end is where it stopped.
    await page.waitForFunction(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    expect(await contrastFindings(page)).toEqual([]);
  });
});
