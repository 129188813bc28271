import { expect, test } from './fixtures';
import { SearchPage } from './pages/search-page';

test.describe('hero search on the home page', () => {
  test('submits the filters to /search as the query string', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Property search' });
    const more = form.getByRole('button', { name: 'Show more filters' });
    if (await more.isVisible()) await more.click();
    await form.getByLabel('Find Your Space').fill('Sandton');
    await form.getByLabel('Deal Type').selectOption('ToLet');
    await form.getByRole('button', { name: /^Property Type/ }).click();
    await form.getByRole('checkbox', { name: /^Office/ }).check();
    await page.keyboard.press('Escape');
    await form.getByLabel('Min GLA').fill('100');
    await form.getByRole('button', { name: 'Search', exact: true }).click();

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
    await page.goto('/');
    await page.getByLabel('Find Your Space').fill('Umhlanga');
    await page.getByLabel('Find Your Space').press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('query') === 'Umhlanga',
    );
  });
});

test.describe('hero search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows only the text box until the filters are expanded', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Property search' });
    await expect(form.getByLabel('Find Your Space')).toBeVisible();
    await expect(form.getByLabel('Deal Type')).toBeHidden();
    await expect(form.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    const more = form.getByRole('button', { name: 'Show more filters' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByLabel('Deal Type')).toBeVisible();
  });
});

test.describe('quick search bar', () => {
  test('goes to /search with the query and deal type', async ({ page }) => {
    await page.goto('/no-such-page');
    const bar = page.getByRole('search', { name: 'Quick property search' });
    await bar.getByLabel('Deal type').selectOption('ForSale');
    await bar.getByLabel('Search properties').fill('Centurion');
    await bar.getByLabel('Search properties').press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    const url = new URL(page.url());
    expect(url.searchParams.get('query')).toBe('Centurion');
    expect(url.searchParams.get('deal')).toBe('ForSale');
    await new SearchPage(page).waitUntilReady();
    await expect(page.getByRole('radio', { name: /For Sale/ })).toBeChecked();
  });
});
