import { expect, test, type Page } from './fixtures';
import { ConsentBanner } from './pages/consent-banner';
import { keepRequestsLocal } from './support/analytics';
import { PAGE_TYPES, resolvePath } from './support/page-types';

/*
 * The cookie choice appears once the page's scripts decide a visitor has not made one, after the
 * first paint: it must move nothing, cover neither the main content nor the largest paint, and
 * never become the largest paint itself.
 */

interface LayoutShift {
  value: number;
  startTime: number;
  /** What moved, for the failure's message. */
  moved: string;
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
    __largestPaint?: Element | null;
    /** When the banner entered the document, on the clock of the shifts' start times. */
    __bannerAdded?: number;
  }
}

type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{ node: Node | null }>;
};

/** Keeps the page's layout shifts, its largest paint's element and when the banner was added. */
async function watchLayout(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    window.__largestPaint = null;
    const added = new MutationObserver(() => {
      if (!document.getElementById('cookie-settings')) return;
      window.__bannerAdded = performance.now();
      added.disconnect();
    });
    added.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources
          .map(({ node }) =>
            node instanceof Element
              ? `<${node.localName} class="${node.getAttribute('class') ?? ''}"> "${node.textContent?.slice(0, 40) ?? ''}"`
              : node?.nodeName,
          )
          .join(', ');
        window.__layoutShifts?.push({ value: entry.value, startTime: entry.startTime, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      window.__largestPaint = entries.at(-1)?.element ?? null;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * What the page measured once the banner has painted: observers report after the frame. Only the
 * shifts from the banner's arrival on count: the scripts add it after the first paint. Before it, a
 * loaded CPU can paint a frame while the parser is halfway through an element (a navigation link
 * with its icon and not yet its text), or before the font read from the cache is applied, and what
 * follows is a shift of its own, whatever the banner does (font.spec.ts and Lighthouse's CLS watch
 * those).
 */
function measure(page: Page) {
  return page.evaluate(async () => {
    const overlaps = (a: Element, b: Element) => {
      const [one, two] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
      return one.left < two.right && two.left < one.right && one.top < two.bottom && two.top < one.bottom;
    };
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const banner = document.getElementById('cookie-settings');
    const largest = window.__largestPaint;
    const added = window.__bannerAdded ?? 0;
    const shifts = (window.__layoutShifts ?? []).filter((shift) => shift.startTime >= added);
    return {
      layoutShift: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.map((shift) => shift.moved),
      largestPaint: largest
        ? `${largest.tagName.toLowerCase()} ${largest.textContent?.slice(0, 40) ?? ''}`
        : null,
      largestPaintInBanner: Boolean(banner && largest && banner.contains(largest)),
      largestPaintCovered: Boolean(banner && largest && overlaps(largest, banner)),
    };
  });
}

test.describe('the cookie choice beside the page', () => {
  // One visit per page for every check: each visit is a page of CI's time, at both sizes.
  test('moves nothing, is never the largest paint nor covers it, and everything scrolls clear of it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await keepRequestsLocal(page);
    await watchLayout(page);
    const banner = new ConsentBanner(page);
    for (const pageType of PAGE_TYPES) {
      const path = await resolvePath(pageType, request);
      await page.goto(path);
      await expect(banner.region, path).toBeVisible();
      const appeared = await measure(page);
      expect(appeared.layoutShift, `layout shift on ${path}: ${appeared.moved.join('; ')}`).toBe(0);
      expect(appeared.largestPaint, `the largest paint of ${path}`).not.toBeNull();
      expect(appeared.largestPaintInBanner, `${appeared.largestPaint} on ${path}`).toBe(false);

      // Risen into its place, it still moved nothing and covers no part of the largest paint.
      await expect(banner.region, path).toHaveCSS('transform', 'none');
      const risen = await measure(page);
      expect(risen.layoutShift, `layout shift on ${path}: ${risen.moved.join('; ')}`).toBe(0);
      expect(risen.largestPaintInBanner, `${risen.largestPaint} on ${path}`).toBe(false);
      expect(risen.largestPaintCovered, `${risen.largestPaint} on ${path}`).toBe(false);

      // Scrolled to its end, the page's last line clears the banner.
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      const footerBottom = await page
        .getByRole('contentinfo')
        .evaluate((footer) => footer.getBoundingClientRect().bottom);
      const bannerTop = await banner.region.evaluate((region) => region.getBoundingClientRect().top);
      expect(footerBottom, `the foot of ${path}`).toBeLessThanOrEqual(bannerTop + 1);
    }
  });

  test('scrolls a focused control out from under the banner', async ({ page }) => {
    await keepRequestsLocal(page);
    const banner = new ConsentBanner(page);
    await page.goto('/about');
    await expect(banner.region).toBeVisible();
    // Risen into its place: while it rises, its top is lower than where it stays.
    await expect(banner.region).toHaveCSS('transform', 'none');
    // A link inside the window but under the banner: the browser sees it as in view unless told
    // that the foot of the window is taken (scroll-padding).
    const link = page.getByRole('contentinfo').getByRole('link').first();
    await link.evaluate((element) => {
      const { top } = element.getBoundingClientRect();
      window.scrollBy({ top: top - (window.innerHeight - 30), behavior: 'instant' });
    });
    const under = await link.evaluate((element) => element.getBoundingClientRect().top);
    const bannerTop = await banner.region.evaluate((region) => region.getBoundingClientRect().top);
    expect(under, 'the link starts under the banner').toBeGreaterThan(bannerTop);

    await link.focus();
    // The page scrolls smoothly: the link settles clear of the banner.
    await expect
      .poll(() => link.evaluate((element) => element.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(bannerTop);
  });
});
