import { expect, test } from './fixtures';
import { LandingPage } from './pages/landing-page';
import { shortlistCountLink, shortlistToggle } from './pages/shortlist-page';
import { ownedByReact, press } from './support/pointer';

/*
 * A property card outside the property search hydrates when a visitor reaches for it, not with the
 * page (components/dormant/dormant-island.tsx): until then it is the document's own HTML, and the
 * first press on it still does what it says.
 */

const LANDING = '/to-let/office/johannesburg';
const PROPERTY = '/to-let/office/cape-town/foreshore/foreshore-towers';

const GRIDS = [
  { page: 'a landing page', path: LANDING, grid: 'Properties', hydrated: 'Pagination' },
  { page: 'a property page', path: PROPERTY, grid: /^More office property in/, hydrated: 'Breadcrumb' },
];

for (const { page: where, path, grid, hydrated } of GRIDS) {
  test(`the cards of ${where} hydrate when reached for, and the first press on a Shortlist toggle saves`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    const outside = page.getByRole('navigation', { name: hydrated });
    await expect.poll(() => ownedByReact(outside)).toBe(true);
    const cards = page.getByRole('list', { name: grid }).locator(':scope > li');
    const first = cards.first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    // The page has hydrated around the cards, which are still the server's HTML.
    expect(await ownedByReact(first.getByRole('heading', { level: 3 }).getByRole('link'))).toBe(false);

    await press(shortlistToggle(first, name), isMobile);
    await expect(shortlistToggle(cards.first(), name)).toHaveAttribute('aria-pressed', 'true');
    await expect(shortlistCountLink(page)).toHaveAccessibleName('Shortlist 1');
    expect(await ownedByReact(cards.first().getByRole('heading', { level: 3 }).getByRole('link'))).toBe(true);
    // Only the card reached for: the next is still the document's.
    expect(await ownedByReact(cards.nth(1).getByRole('heading', { level: 3 }).getByRole('link'))).toBe(false);
  });
}

test('a card’s link pressed before the card woke opens the property in place', async ({ page, isMobile }) => {
  const landing = new LandingPage(page);
  await landing.goto(LANDING);
  await expect.poll(() => ownedByReact(landing.pagination)).toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = landing.cards.first().getByRole('heading', { level: 3 }).getByRole('link');
  const name = (await link.textContent()) ?? '';
  const href = (await link.getAttribute('href')) ?? '';

  await press(link, isMobile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveURL(href);
  // A soft navigation: the document, and what a script left in it, is the landing's.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
