import { expect, test } from './fixtures';
import { SearchPage } from './pages/search-page';

test.describe('the filters in force, as chips above the results', () => {
  test('each filter is a chip above the cards, and a chip removes its filter in place', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?category=Office&city=Durban&minPrice=100');
    await expect(search.appliedFilters.getByRole('link')).toHaveText([
      'Property type: Office',
      'City: Durban',
      'Price: from R100.00 per m²',
      'Clear all',
    ]);
    // In sight without opening the filters (closed on a phone), and above the first card.
    await expect(search.chip('City: Durban')).toBeInViewport();
    const [chips, card] = await Promise.all([
      search.appliedFilters.boundingBox(),
      search.cards.first().boundingBox(),
    ]);
    expect((chips?.y ?? Infinity) + (chips?.height ?? 0)).toBeLessThanOrEqual(card?.y ?? 0);

    const inDurban = await search.foundCount();
    await search.waitUntilHydrated();
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    await search.chip('City: Durban').click();
    await search.waitForUrl((url) => !url.searchParams.has('city'));
    expect(new URL(page.url()).searchParams.get('category')).toBe('Office');
    expect(await search.foundCount()).toBeGreaterThan(inDurban);
    await expect(search.chip('City: Durban')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    await search.appliedFilters.getByRole('link', { name: 'Clear all' }).click();
    await search.waitForUrl((url) => url.search === '');
    await expect(search.appliedFilters).toHaveCount(0);
  });

  test('without scripts a chip is a link to the search without its filter', async ({ noScriptPage }) => {
    const search = new SearchPage(noScriptPage);
    await noScriptPage.goto('/search?query=office&city=Durban');
    await expect(search.chip('City: Durban')).toHaveAttribute('href', '/search?query=office');
    await expect(search.chip('Search text: “office”')).toHaveAttribute('href', '/search?city=Durban');
    await search.chip('City: Durban').click();
    await noScriptPage.waitForURL((url) => url.search === '?query=office');
    await expect(search.chip('Search text: “office”')).toBeVisible();
    await expect(search.chip('City: Durban')).toHaveCount(0);
    await expect(search.cards.first()).toBeVisible();
  });

  test('a search with no results shows why, and a chip takes the blocking filter away', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?query=zzqqxxnothing&city=Durban');
    await expect(search.noResults).toBeVisible();
    await expect(search.chip('Search text: “zzqqxxnothing”')).toBeVisible();
    await expect(search.chip('City: Durban')).toBeVisible();
    await search.waitUntilHydrated();
    await search.chip('Search text: “zzqqxxnothing”').click();
    await search.waitForUrl((url) => !url.searchParams.has('query'));
    await expect(search.cards.first()).toBeVisible();
    await expect(search.chip('City: Durban')).toBeVisible();
  });

  test('a minimum price above the maximum is named, with a way out', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?minPrice=999999999&maxPrice=1');
    await expect(search.noResults).toBeVisible();
    await expect(
      page.getByText(
        'The minimum price, R999 999 999.00 per m², is above the maximum, R1.00 per m²: no property can match.',
      ),
    ).toBeVisible();
    await search.waitUntilHydrated();
    await page.getByRole('link', { name: 'Swap minimum and maximum' }).click();
    await search.waitForUrl(
      (url) => url.searchParams.get('minPrice') === '1' && url.searchParams.get('maxPrice') === '999999999',
    );
    await expect(search.cards.first()).toBeVisible();
    await expect(page.getByText(/is above the maximum/)).toHaveCount(0);
  });
});
