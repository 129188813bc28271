import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { REJECT_ALL, rememberConsent } from './support/consent';

/*
 * A property card out of view is left unstyled and unlaid until the visitor scrolls near it
 * (components/ui/card-grid.module.css). Meanwhile it keeps a height of its own. A script that
 * measures inside a card then, as axe and find-in-page do, lays the card out inside that height: if
 * it needed more, it would overlap the next row. So a card's kept height is never less than it
 * takes, at any width; drawn, the cards only shorten the page, and End still reaches its foot.
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
        // Every card skipped, measured before any is scrolled to, since the page scrolls smoothly
        // past every card on the way.
        const measured = Array.from({ length: count - firstSkipped }, (_, index) =>
          cards.nth(firstSkipped + index),
        );
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

test.describe('a list with cards skipped', { tag: '@own-size' }, () => {
  // The cookie choice made: the banner takes room at the foot of the page while it is shown.
  test.beforeEach(({ page }) => rememberConsent(page, REJECT_ALL));

  for (const viewport of WIDTHS) {
    test(`ends at the footer's foot after End, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/to-let/office/johannesburg');
      const footer = page.getByRole('contentinfo');
      await page.keyboard.press('End');
      await expect
        .poll(
          () => footer.evaluate((element) => Math.abs(element.getBoundingClientRect().bottom - innerHeight)),
          {
            message: "the footer's foot at the window's",
          },
        )
        .toBeLessThanOrEqual(1);
    });
  }
});
