import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { firstPropertyPath } from './pages/property-page';
import { ShortlistPage } from './pages/shortlist-page';
import { REJECT_ALL, rememberConsent } from './support/consent';
import { lookFindings } from './support/page-looks';
import { alertPagePaths, PAGE_TYPES, reportPagePath, resolvePath } from './support/page-types';
import { listingIds, storeShortlist } from './support/shortlists';

/*
 * A check that looks: every page type at the widths people use, from WCAG's 320 px reflow width to
 * a wide desktop, fails on what a person would see is wrong (lookFindings) and keeps a screenshot of
 * each width in the report. One page per type, resized from width to width; in the desktop project
 * only (@own-size), as the widths are its own.
 */

const WIDTHS = [320, 390, 768, 1024, 1366, 1920] as const;
const HEIGHT = 900;
/**
 * The widths shown whole in the report: a phone's two and the desktop the journeys use. At the
 * others the first screen, unless something is wrong there: a whole page costs the runner 5–10
 * times a screen's time to capture.
 */
const WHOLE_PAGE_WIDTHS: ReadonlySet<number> = new Set([320, 390, 1366]);

interface LookedAtPage {
  name: string;
  path: (request: APIRequestContext) => Promise<string> | string;
  /** What the browser holds before the page opens (a shortlist in its storage). */
  before?: (page: Page, request: APIRequestContext) => Promise<void>;
  /** What to do once the page is open, before it is looked at (open the comparison). */
  prepare?: (page: Page) => Promise<void>;
}

/** The property with the most units to let (each unit is a record of its property), by its web ref. */
async function propertyWithMostUnits(request: APIRequestContext): Promise<string> {
  const search = async (params: Record<string, string>) => {
    const response = await request.post('/api/search/1/indexes/*/queries', {
      data: { requests: [{ indexName: 'rent', params: new URLSearchParams(params).toString() }] },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      results: Array<{ hits: Array<{ web_ref?: string }>; facets?: Record<string, Record<string, number>> }>;
    };
    return body.results[0];
  };
  const units = (
    await search({ hitsPerPage: '0', facets: '["property_gmaven_key"]', maxValuesPerFacet: '10000' })
  )?.facets?.property_gmaven_key;
  const [key = '', count = 0] = Object.entries(units ?? {}).sort(([, a], [, b]) => b - a)[0] ?? [];
  expect(count, 'the most units of a property').toBeGreaterThanOrEqual(8);
  const webRef = (await search({ hitsPerPage: '1', filters: `property_gmaven_key:"${key}"` }))?.hits[0]
    ?.web_ref;
  expect(webRef, `the web ref of property ${key}`).toBeTruthy();
  return `/ref/${(webRef ?? '').toLowerCase()}`;
}

const PAGES: LookedAtPage[] = [
  ...PAGE_TYPES.map((pageType) => ({
    name: pageType.name,
    path: (request: APIRequestContext) => resolvePath(pageType, request),
  })),
  { name: 'search link', path: () => '/search?city=Durban' },
  { name: 'other landing', path: () => '/for-sale/industrial/durban' },
  { name: 'property for sale', path: (request) => firstPropertyPath(request, '?deal=ForSale') },
  { name: 'property with many units', path: propertyWithMostUnits },
  {
    name: 'shared shortlist compared',
    path: async (request) => `/shortlist/${(await listingIds(request, 4)).join(',')}`,
  },
  {
    name: 'own shortlist compared',
    path: () => '/shortlist',
    before: async (page, request) => storeShortlist(page, await listingIds(request, 4)),
    prepare: async (page) => {
      const shortlist = new ShortlistPage(page);
      await shortlist.waitForCards(4);
      await shortlist.waitUntilHydrated();
      await shortlist.showCompare.click();
      await expect(shortlist.comparison).toBeVisible();
    },
  },
  { name: 'alert management', path: async (request) => (await alertPagePaths(request)).manage },
  {
    name: 'alert deletion asked',
    path: async (request) => `${(await alertPagePaths(request)).manage}&confirm=delete-all`,
  },
  { name: 'alert unsubscribe', path: async (request) => (await alertPagePaths(request)).unsubscribe },
  { name: 'alert form page', path: () => '/alerts/new?category=Office&city=Durban' },
  { name: 'listing report', path: reportPagePath },
];

test.describe('every page at every width', { tag: '@own-size' }, () => {
  test.beforeEach(({ page }) => rememberConsent(page, REJECT_ALL));

  for (const looked of PAGES) {
    test(looked.name, async ({ page, request }, testInfo) => {
      await looked.before?.(page, request);
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(await looked.path(request));
      await looked.prepare?.(page);
      // A whole page at once is no window's view: what the browser leaves unpainted until the
      // visitor scrolls near (`content-visibility: auto`) is drawn, for the screenshots to show it.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          if (getComputedStyle(element).contentVisibility === 'auto')
            element.style.contentVisibility = 'visible';
        }
      });
      const seen: Record<number, string[]> = {};
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const findings = await lookFindings(page);
        seen[width] = findings;
        const fullPage = WHOLE_PAGE_WIDTHS.has(width) || findings.length > 0;
        await testInfo.attach(`${looked.name} at ${width} px`, {
          body: await page.screenshot({ fullPage, type: 'jpeg', quality: 60 }),
          contentType: 'image/jpeg',
        });
      }
      expect(seen, `${page.url()}: what is wrong at each width`).toEqual(
        Object.fromEntries(WIDTHS.map((width) => [width, []])),
      );
    });
  }
});
