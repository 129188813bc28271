import { expect, test, type Page } from './fixtures';
import { HomePage } from './pages/home-page';
import { QuickSearchBar } from './pages/quick-search-bar';
import { SuggestionBox } from './pages/suggestions';

// Sample listings (lib/embedded/sample): 311 Oxford carries the web ref RC-10315.
const OXFORD_PATH = '/to-let/office/johannesburg/rosebank/311-oxford';
const UMHLANGA_HOUSE_PATH = '/to-let/office/durban/umhlanga-ridge/umhlanga-ridge-house';

async function heroBox(page: Page): Promise<SuggestionBox> {
  const home = new HomePage(page);
  await home.goto();
  await home.waitUntilHydrated();
  return new SuggestionBox(home.search, 'Find Your Space');
}

async function quickBox(page: Page): Promise<SuggestionBox> {
  await page.goto('/about');
  return new SuggestionBox(new QuickSearchBar(page).bar, 'Search properties');
}

test.describe('suggestions in the hero search', () => {
  test('a place is suggested with its city, and ArrowDown then Enter searches in it', async ({ page }) => {
    const suggest = await heroBox(page);
    await expect(suggest.box).not.toHaveAttribute('role', 'combobox');
    await suggest.type('Umhl');
    await suggest.waitForList();
    const place = suggest.option('Places', /^Umhlanga Ridge, Durban/);
    await expect(place).toBeVisible();
    await expect(place.locator('mark')).toHaveText('Umhl');
    await expect(suggest.option('Properties', /^Umhlanga Ridge House/)).toBeVisible();
    await expect(suggest.status).toHaveText(/^\d+ suggestions?$/);
    await expect(suggest.combobox).toHaveAttribute(
      'aria-controls',
      (await suggest.listbox.getAttribute('id')) ?? '',
    );

    await suggest.box.press('ArrowDown');
    await expect(suggest.activeOption).toHaveText(/^Umhlanga Ridge, Durban/);
    const activeId = await suggest.activeOption.getAttribute('id');
    await expect(suggest.combobox).toHaveAttribute('aria-activedescendant', activeId ?? '');
    await suggest.box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    const url = new URL(page.url());
    expect(url.searchParams.getAll('suburb')).toEqual(['Umhlanga Ridge']);
    expect(url.searchParams.getAll('city')).toEqual(['Durban']);
    expect(url.searchParams.get('query')).toBeNull();
  });

  test('a typo still finds the place and its properties', async ({ page }) => {
    const suggest = await heroBox(page);
    await suggest.type('Umhlanaga');
    await suggest.waitForList();
    await expect(suggest.option('Places', /^Umhlanga Ridge, Durban/)).toBeVisible();
    await expect(suggest.option('Properties', /^Umhlanga Ridge House/)).toBeVisible();
  });

  test('a tap on a property opens its page', async ({ page, isMobile }) => {
    const suggest = await heroBox(page);
    await suggest.type('Umhlanga Ridge Ho');
    const property = suggest.option('Properties', /^Umhlanga Ridge House/);
    await expect(property).toContainText('Umhlanga Ridge, Durban');
    if (isMobile) await property.tap();
    else await property.click();
    await page.waitForURL((url) => url.pathname === UMHLANGA_HOUSE_PATH);
  });

  test('a web ref and Enter open its listing', async ({ page }) => {
    const suggest = await heroBox(page);
    await suggest.box.fill('RC-10315');
    await suggest.box.press('Enter');
    await page.waitForURL((url) => url.pathname === OXFORD_PATH);
  });

  test('Escape closes the list and keeps the text; ArrowUp goes round to the last option', async ({
    page,
  }) => {
    const suggest = await heroBox(page);
    await suggest.type('Rosebank');
    await suggest.waitForList();
    await suggest.box.press('Escape');
    await expect(suggest.combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(suggest.listbox).toBeHidden();
    await expect(suggest.box).toHaveValue('Rosebank');
    await suggest.box.press('ArrowDown');
    await suggest.waitForList();
    await suggest.box.press('ArrowUp');
    await expect(suggest.activeOption).toHaveId(
      (await suggest.listbox.getByRole('option').last().getAttribute('id')) ?? '',
    );
  });
});

test.describe('suggestions in the quick search bar', () => {
  test('come from the deal type chosen: a property for sale opens its page', async ({ page }) => {
    const suggest = await quickBox(page);
    await new QuickSearchBar(page).dealType.selectOption('ForSale');
    await suggest.type('Meridian');
    const property = suggest.option('Properties', /^252 Meridian/);
    await expect(property).toBeVisible();
    await property.click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/for-sale/') && url.pathname.endsWith('/252-meridian'),
    );
  });

  test('a city searches with it, and a web ref with Enter opens its listing', async ({ page }) => {
    const suggest = await quickBox(page);
    await suggest.type('Durb');
    await suggest.option('Places', /^Durban, KwaZulu-Natal/).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('city') === 'Durban');
    expect(new URL(page.url()).searchParams.getAll('suburb')).toEqual([]);

    const again = await quickBox(page);
    await again.type('rc-10315');
    await expect(again.option('Properties', /^311 Oxford/)).toBeVisible();
    await again.box.press('Enter');
    await page.waitForURL((url) => url.pathname === OXFORD_PATH);
  });
});

test.describe('the search forms without scripts', () => {
  test('the hero still searches, and a web ref opens its listing', async ({ noScriptPage }) => {
    const home = new HomePage(noScriptPage);
    await home.goto();
    await home.searchBox.fill('Umhlanga');
    await home.searchBox.press('Enter');
    await noScriptPage.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('query') === 'Umhlanga',
    );
    const bar = new QuickSearchBar(noScriptPage);
    await noScriptPage.goto('/about');
    await bar.searchBox.fill('RC-10315');
    await bar.searchBox.press('Enter');
    await noScriptPage.waitForURL((url) => url.pathname === OXFORD_PATH);
  });
});

test.describe('/search for a web ref', { tag: '@any-size' }, () => {
  test('redirects to the listing only when a listing carries it', async ({ request }) => {
    for (const ref of ['RC-10315', 'rc10315']) {
      const response = await request.get(`/search?query=${ref}&deal=ForSale`, { maxRedirects: 0 });
      expect(response.status(), ref).toBe(307);
      expect(new URL(response.headers().location ?? '', 'http://site').pathname).toBe(OXFORD_PATH);
    }
    for (const text of ['N1', 'RC-99999999', 'Rosebank']) {
      const response = await request.get(`/search?query=${text}`, { maxRedirects: 0 });
      expect(response.status(), text).toBe(200);
    }
  });
});
