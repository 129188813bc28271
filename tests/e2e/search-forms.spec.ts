import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { SearchPage } from './pages/search-page';

test.describe('hero search on the home page', () => {
  test('submits the filters to /search as the query string', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.showMoreFilters();
    await home.searchBox.fill('Sandton');
    // A visitor leaves the box for the filters, which closes its suggestions (on a phone, over them).
    await home.searchBox.blur();
    await home.dealType.selectOption('ToLet');
    await home.choosePropertyType(/^Office/);
    await home.search.getByLabel('Min GLA').fill('100');
    await home.submitSearch();

    await page.waitForURL((url) => url.pathname === '/search');
    const url = new URL(page.url());
    expect(url.searchParams.get('query')).toBe('Sandton');
    expect(url.searchParams.getAll('category')).toEqual(['Office']);
    expect(url.searchParams.get('minGLA')).toBe('100');
    const search = new SearchPage(page);
    await search.waitUntilReady();
    await expect(search.results.getByText(/Office · To Let/).first()).toBeVisible();
  });

  test('Enter in the text box searches', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.searchBox.fill('Umhlanga');
    await home.searchBox.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('query') === 'Umhlanga',
    );
  });
});

test.describe('hero search on a phone', { tag: '@own-size' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows only the text box until the filters are expanded', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.searchBox).toBeVisible();
    await expect(home.dealType).toBeHidden();
    await expect(home.searchButton).toBeVisible();
    await expect(home.moreFiltersPanel).not.toHaveAttribute('open');
    await home.moreFilters.click();
    await expect(home.moreFiltersPanel).toHaveAttribute('open');
    await expect(home.dealType).toBeVisible();
  });
});

test.describe('quick search bar', () => {
  test('goes to /search with the query and deal type', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    await notFound.goto('/no-such-page');
    await notFound.quickSearch.search('Centurion', 'ForSale');
    await page.waitForURL((url) => url.pathname === '/search');
    const url = new URL(page.url());
    expect(url.searchParams.get('query')).toBe('Centurion');
    expect(url.searchParams.get('deal')).toBe('ForSale');
    const search = new SearchPage(page);
    await search.waitUntilReady();
    await expect(search.dealType('For Sale')).toHaveAttribute('aria-current', 'true');
  });
});
