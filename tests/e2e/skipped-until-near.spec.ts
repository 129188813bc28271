import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * A property card out of view, and the footer, are left unstyled and unlaid until the visitor
 * scrolls near them (components/ui/card-grid.module.css, components/layout/site-footer.module.css).
 * Meanwhile each keeps a height of its own. A script that measures inside a card then, as axe and
 * find-in-page do, lays the card out inside that height: if it needed more, it would overlap the
 * next row. So a card's kept height is never less than it takes, at any width. The footer is last
 * on the page and may keep less; it is checked to be skipped, shown when near, and focusable.
 */

const PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1366, height: 700 };
const WIDTHS = [
  PHONE,
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
  { width: 961, height: 700 },
  DESKTOP,
];

// The browser lays out what is within about one and a half screens of the window: on a wider
// screen the home page's and the search's six cards are all that near, so they are checked at
// phone widths.
const GRIDS = [
  { page: 'a landing page', path: '/to-let/office/johannesburg', grid: 'Properties', widths: WIDTHS },
  { page: 'the home page', path: '/', grid: 'Featured properties', widths: WIDTHS.slice(0, 2) },
  { page: 'the property search', path: '/search', grid: 'Properties', widths: WIDTHS.slice(0, 2) },
];

const shown = (element: Locator) =>
  element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

async function height(element: Locator): Promise<number> {
  return (await element.boundingBox())?.height ?? Number.NaN;
}

test.describe('property cards out of view', { tag: '@own-size' }, () => {
  for (const { page: where, path, grid, widths } of GRIDS) {
    for (const viewport of widths) {
      test(`on ${where} keep room for themselves until shown, at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const cards = page.getByRole('list', { name: grid, exact: true }).locator(':scope > li');
        await expect(cards).not.toHaveCount(0);
        const count = await cards.count();
        const skipped = await cards.evaluateAll((items) =>
          items.map(
            (item) => !item.querySelector('article')?.checkVisibility({ contentVisibilityAuto: true }),
          ),
        );
        const firstSkipped = skipped.indexOf(true);
        expect(firstSkipped, 'the cards far below skipped').toBeGreaterThanOrEqual(0);
        // The first card skipped and the last; both measured before either is scrolled to, since the
        // page scrolls smoothly past every card on the way.
        const measured = [...new Set([firstSkipped, count - 1])].map((index) => cards.nth(index));
        const kept: number[] = [];
        for (const card of measured) kept.push(await height(card));

        for (const [index, card] of measured.entries()) {
          await card.scrollIntoViewIfNeeded();
          await expect
            .poll(() => shown(card.locator('article')), { message: 'laid out once near' })
            .toBe(true);
          // Its row is laid out with it, and takes its tallest card.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
          const taken = await height(card);
          const keptHeight = kept[index] ?? 0;
          expect(taken, `height taken, against ${keptHeight} px kept`).toBeLessThanOrEqual(keptHeight);
          await expect(card.getByRole('heading', { level: 3 })).toBeInViewport();
        }
      });
    }
  }
});

test.describe('the footer', { tag: '@own-size' }, () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`is skipped until near, then shown, and takes focus, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/to-let/office/johannesburg');
      const footer = page.getByRole('contentinfo');
      const hotline = footer.getByRole('link', { name: '0800 555 247' });
      const paia = footer.getByRole('link', { name: 'PAIA' });
      expect(await shown(hotline), 'skipped while far below').toBe(false);

      await footer.scrollIntoViewIfNeeded();
      await expect.poll(() => shown(hotline), { message: 'laid out once near' }).toBe(true);
      await expect(hotline).toBeInViewport();

      await page.evaluate(() => window.scrollTo(0, 0));
      await paia.focus();
      await expect(paia).toBeFocused();
      await expect(paia).toBeInViewport();
    });
  }
});
