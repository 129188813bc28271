import { expect, test, type Page } from './fixtures';
import { FONT_CACHED_ATTRIBUTE as FONT_CACHED, FONT_STORAGE_KEY } from '@/lib/rendering/font-from-cache';

/*
 * The site's font costs a first visit's paint nothing: the first document draws in the system face
 * and fetches the font once it has painted and loaded; documents opened after it use the font from
 * the cache. No document changes face while it is open (lib/rendering/font-from-cache.ts).
 */

interface FontTiming {
  firstContentfulPaint: number;
  fontRequested: number[];
  fontReceived: number[];
}

/** When the page first painted, and when each request for a font file started and ended, on one clock. */
function fontTiming(page: Page): Promise<FontTiming> {
  return page.evaluate(() => {
    const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'));
    return {
      firstContentfulPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      fontRequested: fonts.map((entry) => entry.startTime),
      fontReceived: fonts.map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    };
  });
}

type LayoutShiftEntry = PerformanceEntry & { value: number; sources?: Array<{ node: Node | null }> };

/**
 * The document's layout shifts once it was parsed, and the start of each element they moved. A slow
 * runner's browser may paint a half-parsed element (a link before its text) and then move it as the
 * rest arrives; that is the parser's, whatever the font, and Lighthouse's CLS covers it.
 */
const layoutShiftsAfterParsing = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const parsed = navigation?.domInteractive ?? 0;
        const result = { sum: 0, moved: [] as string[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShiftEntry[]) {
            if (entry.startTime < parsed) continue;
            result.sum += entry.value;
            for (const { node } of entry.sources ?? [])
              result.moved.push(node instanceof Element ? node.outerHTML.slice(0, 80) : String(node));
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => setTimeout(() => resolve(result), 100));
      }),
  );
/** How each face of the site's font is displayed: `optional` never redraws text in it once drawn. */
const interDisplay = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((face) => face.family === 'inter').map((face) => face.display),
  );
const interLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family === 'inter' && face.status === 'loaded');
  });

/** The weights the page's visible text is drawn in. */
const textWeights = (page: Page) =>
  page.evaluate(() => {
    const weights = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element?.getClientRects().length) continue;
      weights.add(getComputedStyle(element).fontWeight);
    }
    return [...weights].sort();
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
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), FONT_STORAGE_KEY))
      .not.toBeNull();
    // The open page keeps the face it was drawn in.
    await expect(page.locator('html')).not.toHaveAttribute(FONT_CACHED);
    await expect(page.locator('body')).toHaveCSS('font-family', /^system-ui,/);

    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute(FONT_CACHED, '');
    await expect(page.locator('body')).toHaveCSS('font-family', /^inter,/);
    expect(await interLoaded(page)).toBe(true);
    // Read from the cache before the first paint, and never swapped: no line is drawn twice.
    const cached = await fontTiming(page);
    expect(cached.fontReceived.length).toBeGreaterThan(0);
    for (const received of cached.fontReceived) expect(received).toBeLessThan(cached.firstContentfulPaint);
    expect(new Set(await interDisplay(page))).toEqual(new Set(['optional']));
    expect(await layoutShiftsAfterParsing(page)).toEqual({ sum: 0, moved: [] });
  });

  // Each weight is one more font the browser sets up before the first layout (styles/tokens.css).
  test('the system face draws in two weights, the font in its own', async ({ page }) => {
    await page.goto('/search');
    await expect(page.locator('html')).not.toHaveAttribute(FONT_CACHED);
    expect(await textWeights(page)).toEqual(['400', '700']);

    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), FONT_STORAGE_KEY))
      .not.toBeNull();
    await page.goto('/search');
    await expect(page.locator('html')).toHaveAttribute(FONT_CACHED, '');
    expect(await textWeights(page)).toEqual(expect.arrayContaining(['400', '600', '700']));
  });

  test("the font's address names its content: cached for good, and any other name is not found", async ({
    page,
    request,
  }) => {
    await page.goto('/about');
    const url = await page.evaluate(() => {
      const face = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .find(
          (rule): rule is CSSFontFaceRule =>
            rule instanceof CSSFontFaceRule && rule.style.fontFamily === 'inter',
        );
      const src = /url\("?([^")]+)/.exec(face?.style.getPropertyValue('src') ?? '')?.[1] ?? '';
      return new URL(src, location.href).pathname;
    });
    expect(url).toMatch(/^\/fonts\/inter-latin-subset\.[0-9a-f]{12}\.woff2$/);
    const font = await request.get(url);
    expect(font.status()).toBe(200);
    expect(font.headers()['content-type']).toBe('font/woff2');
    expect(font.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await font.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    const other = await request.get(url.replace(/\.[0-9a-f]{12}\./, '.000000000000.'));
    expect(other.status()).toBe(404);
  });

  test('a page whose scripts never run still reads in the system face', async ({ noScriptPage }) => {
    await noScriptPage.goto('/about');
    await expect(noScriptPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(noScriptPage.locator('body')).toHaveCSS('font-family', /^system-ui,/);
  });
});
