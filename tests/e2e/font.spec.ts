import { expect, test, type Page } from './fixtures';

/*
 * The site's font costs a first visit's paint nothing: the first document draws in the system face
 * and fetches the font once it has painted and loaded; documents opened after it use the font from
 * the cache. No document changes face while it is open (lib/rendering/font-from-cache.ts).
 */

const FONT_CACHED = 'data-font-cached';

interface FontTiming {
  firstContentfulPaint: number;
  fontRequested: number[];
}

/** When the page first painted, and when each request for a font file started, on one clock. */
function fontTiming(page: Page): Promise<FontTiming> {
  return page.evaluate(() => ({
    firstContentfulPaint:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    fontRequested: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime),
  }));
}

/** The sum of the document's layout shifts so far, from its first paint on. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => setTimeout(() => resolve(sum), 100));
      }),
  );
const interLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family === 'inter' && face.status === 'loaded');
  });

test.describe("the site's font", () => {
  test('a first visit paints in the system face and fetches the font after it; the next page uses it', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.locator('html')).not.toHaveAttribute(FONT_CACHED);
    await expect(page.locator('body')).toHaveCSS('font-family', /^system-ui,/);

    await expect.poll(async () => (await fontTiming(page)).fontRequested.length).toBeGreaterThan(0);
    const timing = await fontTiming(page);
    for (const requested of timing.fontRequested)
      expect(requested).toBeGreaterThan(timing.firstContentfulPaint);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('font-cached.v1'))).not.toBeNull();
    // The open page keeps the face it was drawn in.
    await expect(page.locator('html')).not.toHaveAttribute(FONT_CACHED);
    await expect(page.locator('body')).toHaveCSS('font-family', /^system-ui,/);

    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute(FONT_CACHED, '');
    await expect(page.locator('body')).toHaveCSS('font-family', /^inter,/);
    expect(await interLoaded(page)).toBe(true);
    // Read from the cache before the first layout: no line is drawn twice.
    expect(await layoutShift(page)).toBe(0);
  });

  test('a page whose scripts never run still reads in the system face', async ({ noScriptPage }) => {
    await noScriptPage.goto('/about');
    await expect(noScriptPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(noScriptPage.locator('body')).toHaveCSS('font-family', /^system-ui,/);
  });
});
