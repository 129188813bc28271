import { expect, test } from './fixtures';
import { describeUpdated, southAfricanDay } from '@/lib/format/freshness';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { SearchPage } from './pages/search-page';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DATE = String.raw`\d{2} (?:${MONTHS.join('|')}) \d{4}`;
const AVAILABILITY = new RegExp(`Available (?:immediately|from ${DATE}|on notice)`);

/** Whether a card's words say it has space today (South African days, as YYYY-MM-DD). */
function freeToday(availability: string): boolean {
  if (availability === 'Available immediately') return true;
  const [, day = '', month = '', year = ''] = /from (\d{2}) (\w+) (\d{4})/.exec(availability) ?? [];
  const from = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day}`;
  return Boolean(year) && from <= southAfricanDay(Date.now());
}

test.describe('how fresh a listing is', () => {
  test('a card says when it was updated and when it has space, as dates that stay true', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto();
    const card = search.cards.first();
    await expect(card).toContainText(new RegExp(`Updated ${DATE} · `));
    await expect(card).toContainText(AVAILABILITY);
  });

  test('a listing page says it in words by the reader’s clock, over the date its cached HTML carries', async ({
    page,
    request,
  }) => {
    const path = await firstPropertyPath(request);
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<time dateTime="[^"]+"[^>]*>Updated ${DATE}</time>`, 'i'));

    const property = new PropertyPage(page);
    await property.goto(path);
    const updated = page.locator('time').filter({ hasText: /^Updated / });
    const at = Date.parse((await updated.getAttribute('datetime')) ?? '');
    await expect(updated).toHaveText(describeUpdated(at, Date.now()));
    await expect(updated.locator('xpath=..')).toContainText(AVAILABILITY);
  });
});

test.describe('"available now" in the search', () => {
  test('a box in the filters, in the address and as a chip, narrowing the count to space free today', async ({
    page,
  }) => {
    const search = new SearchPage(page);
    await search.goto();
    const all = await search.foundCount();
    await search.waitUntilHydrated();
    await search.openFilters();
    await page.getByRole('checkbox', { name: 'Available now' }).check();
    await search.waitForUrl((url) => url.searchParams.get('available') === 'now');
    await expect(search.chip('Availability: available now')).toBeVisible();
    await expect.poll(() => search.foundCount()).toBeLessThan(all);
    const now = await search.foundCount();
    expect(now).toBeGreaterThan(0);

    // Every card found has space today: immediately, or from a day that has come.
    const cards = await search.cards.allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    const notFree = cards.filter((text) => !freeToday(AVAILABILITY.exec(text)?.[0] ?? ''));
    expect(notFree).toEqual([]);

    await search.chip('Availability: available now').click();
    await search.waitForUrl((url) => !url.searchParams.has('available'));
    await expect.poll(() => search.foundCount()).toBe(all);
    await expect(page.getByRole('checkbox', { name: 'Available now' })).not.toBeChecked();
  });

  test('works before scripts: the box is the form’s, and a shared link shows the chip and the count', async ({
    noScriptPage,
    page,
  }) => {
    const scripted = new SearchPage(page);
    await scripted.goto('?available=now');
    const expected = await scripted.foundCount();

    const search = new SearchPage(noScriptPage);
    await noScriptPage.goto('/search');
    await search.openFilters();
    await noScriptPage.getByRole('checkbox', { name: 'Available now' }).check();
    await search.apply.click();
    await noScriptPage.waitForURL((url) => new URL(url).searchParams.get('available') === 'now');
    await expect(search.chip('Availability: available now')).toHaveAttribute('href', '/search');
    expect(await search.foundCount()).toBe(expected);
    await search.openFilters();
    await expect(noScriptPage.getByRole('checkbox', { name: 'Available now' })).toBeChecked();
  });
});
