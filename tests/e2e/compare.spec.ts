import { expect, test, type Page } from './fixtures';
import { ShortlistPage } from './pages/shortlist-page';
import { REJECT_ALL, rememberConsent } from './support/consent';
import { captureShareSheet, sharedUrl } from './support/share-sheet';
import { listingIds, storeShortlist } from './support/shortlists';

const WIDTHS = [320, 390, 768, 1024, 1366, 1920] as const;
/** The most a photo at a column's head may take: it is a reminder of the listing, not its gallery. */
const MAX_PHOTO_WIDTH = 320;

interface CompareLayout {
  viewport: number;
  /** The scrolling box around the table. */
  region: { left: number; right: number; clientWidth: number; scrollWidth: number };
  table: number;
  photos: number[];
  /** Row headers with a word broken over two lines, as they read. */
  brokenWords: string[];
}

function readLayout(page: Page): Promise<CompareLayout> {
  return page.evaluate(() => {
    const table = document.querySelector('table');
    const region = table?.closest('[role="region"]');
    if (!table || !region) throw new Error('no comparison on the page');
    const box = region.getBoundingClientRect();
    const range = document.createRange();
    const brokenWords = Array.from(table.querySelectorAll('th[scope="row"]')).flatMap((header) => {
      const text = header.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      return Array.from((text.textContent ?? '').matchAll(/\S+/g)).flatMap((word) => {
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        return lines.size > 1 ? [word[0]] : [];
      });
    });
    return {
      viewport: document.documentElement.clientWidth,
      region: {
        left: box.left,
        right: box.right,
        clientWidth: region.clientWidth,
        scrollWidth: region.scrollWidth,
      },
      table: table.getBoundingClientRect().width,
      photos: Array.from(table.querySelectorAll('thead img'), (img) => img.getBoundingClientRect().width),
      brokenWords,
    };
  });
}

/** At each width: the comparison fits the window, scrolls inside its own box if at all, and reads whole. */
async function expectFitsAtEveryWidth(page: Page, columns: number) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const layout = await readLayout(page);
    const at = `at ${width} px`;
    expect(layout.region.left, at).toBeGreaterThanOrEqual(0);
    expect(layout.region.right, at).toBeLessThanOrEqual(layout.viewport);
    // The table is as wide as its columns need: its box, or a few columns more in it on a phone.
    expect(Math.abs(layout.table - layout.region.scrollWidth), at).toBeLessThan(1);
    expect(layout.table, at).toBeLessThanOrEqual(Math.max(layout.region.clientWidth, 160 + columns * 320));
    if (width >= 1024)
      expect(layout.region.scrollWidth, `${at}, nothing to scroll`).toBe(layout.region.clientWidth);
    expect(layout.photos, at).toHaveLength(columns);
    for (const photo of layout.photos) {
      expect(photo, at).toBeGreaterThan(60);
      expect(photo, at).toBeLessThanOrEqual(MAX_PHOTO_WIDTH);
    }
    expect(layout.brokenWords, `${at}, row headers broken inside a word`).toEqual([]);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${at}, the page itself`).toBe(layout.viewport);
  }
}

test.describe('the comparison at every width', { tag: '@own-size' }, () => {
  test.beforeEach(({ page }) => rememberConsent(page, REJECT_ALL));

  test('a shared list of four fits its box from 320 to 1920 px, photos bounded, fact names whole', async ({
    page,
    request,
  }) => {
    const shortlist = new ShortlistPage(page);
    await shortlist.goto(`/shortlist/${(await listingIds(request, 4)).join(',')}`);
    await expect(shortlist.comparison).toBeVisible();
    await expectFitsAtEveryWidth(page, 4);
  });

  test('one’s own list of two, compared, fits its box from 320 to 1920 px', async ({ page, request }) => {
    await storeShortlist(page, await listingIds(request, 2));
    const shortlist = new ShortlistPage(page);
    await shortlist.goto();
    await shortlist.waitForCards(2);
    await shortlist.waitUntilHydrated();
    await shortlist.showCompare.click();
    await expect(shortlist.comparison).toBeVisible();
    await expectFitsAtEveryWidth(page, 2);
  });
});

test.describe('sharing a shortlist', () => {
  test('Share gives the address at the page’s own origin, not the one the site was built with', async ({
    page,
    request,
    baseURL,
  }) => {
    // The build names 127.0.0.1 as its address; the same server, opened as localhost, is another origin.
    const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    expect(origin).not.toBe(baseURL);
    await captureShareSheet(page);
    const shortlist = new ShortlistPage(page);
    await shortlist.goto(`${origin}/shortlist/${(await listingIds(request, 3)).join(',')}`);
    await shortlist.waitUntilHydrated();
    await shortlist.share.click();
    const link = new URL(await sharedUrl(page));
    expect(link.origin).toBe(origin);
    expect(link.pathname).toMatch(/^\/shortlist\/[a-z]+-?\d+(,[a-z]+-?\d+){2}$/);
  });
});
