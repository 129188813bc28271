import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { REJECT_ALL, rememberConsent } from './support/consent';

/*
 * A property card out of view is left unstyled and unlaid until the visitor scrolls near it
 * (components/ui/card-grid.module.css). Meanwhile it keeps a height of its own. A script that
 * measures inside a card then, as axe and find-in-page do, lays the card out inside that height: if
 * it needed more, it would overlap the next row. So a card's kept height is never less than it
 * takes, at any width; drawn, the cards only shorten the page. The last rows are drawn from the
 * start, so none shrinks above a window at the page's end, and End reaches its foot.
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

/** The cards drawn from the start at the end of a list: its last three rows, of one, two or three. */
const drawnAtTheEnd = (width: number) => (width <= 767 ? 3 : width <= 960 ? 6 : 9);

// The browser lays out what is within about one and a half screens of the window, and the last
// rows are drawn anyway: a landing page's twelve cards are skipped on a phone, the home page's six
// up to 412 px and the search's six at 320 px. Wider, all are drawn at once.
const GRIDS = [
  {
    page: 'a landing page',
    path: '/to-let/office/johannesburg',
    grid: 'Properties',
    widths: WIDTHS.slice(0, 2),
  },
  { page: 'the home page', path: '/', grid: 'Featured properties', widths: WIDTHS.slice(0, 2) },
  { page: 'the property search', path: '/search', grid: 'Properties', widths: [PHONE] },
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

test.describe('a list ending in cards', { tag: '@own-size' }, () => {
  for (const viewport of WIDTHS) {
    test(`has its last rows drawn from the start, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/to-let/office/johannesburg');
      const cards = page.getByRole('list', { name: 'Properties', exact: true }).locator(':scope > li');
      await expect(cards).toHaveCount(12);
      const drawn = await cards.evaluateAll((items) =>
        items.map((item) => item.querySelector('article')?.checkVisibility({ contentVisibilityAuto: true })),
      );
      const last = drawnAtTheEnd(viewport.width);
      expect(drawn.slice(-last), `the last ${last} cards drawn`).toEqual(Array(last).fill(true));
    });
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
      // Pressed once the page is idle: while its scripts still hydrate it, Chromium at times does
      // nothing for an End it received (the key reaches the page, unanswered, and nothing scrolls),
      // with every card drawn from the start as well; that is not what this checks.
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })),
      );
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
