import { expect, test } from './fixtures';
import { SearchPage } from './pages/search-page';

/** The search page's words as a person reads them: one count, and a title as specific as its preview. */

test('the result count is shown once, at any size', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto('?city=Durban');
  await expect(search.cards.first()).toBeVisible();
  const counts = await page.evaluate(() =>
    Array.from(document.querySelectorAll('p'))
      .filter((text) => /^[\d\s]+ (Results|results found\.)$/.test(text.textContent?.trim() ?? ''))
      .filter((text) => {
        const box = text.getBoundingClientRect();
        // A screen reader's status, out of sight, is a box of one pixel.
        return text.checkVisibility() && box.width > 1 && box.height > 1;
      })
      .map((text) => text.textContent?.trim()),
  );
  expect(counts).toHaveLength(1);
  // The count is still announced as the results change.
  await expect(page.getByRole('status').filter({ hasText: /results found\./ })).toHaveCount(1);
});

test('a search link’s title says what its preview says', { tag: '@any-size' }, async ({ request }) => {
  const html = await (await request.get('/search?city=Durban')).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const preview = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '';
  expect(preview).toMatch(/^\d+ commercial properties to let in Durban · from R/);
  // The preview's words, less the price, which the page cannot keep true as the visitor changes the search.
  expect(title).toBe(`${preview.split(' · ')[0]} | Ridgeway Commercial`);
});
