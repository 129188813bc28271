import { expect, test } from './fixtures';
import { NotFoundPage } from './pages/not-found-page';
import { MISSING_LISTING_PATH } from './support/page-types';

/** The narrowest gutter of the page (styles/tokens.css: --gutter is at least 1rem). */
const GUTTER = 16;

test.describe('unknown paths', () => {
  test('answer 404 with a branded page', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    const response = await notFound.goto('/no/such/page-here');
    expect(response?.status()).toBe(404);
    await expect(notFound.heading).toHaveText('We couldn’t find that page');
    await expect(notFound.searchProperties).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Ridgeway Commercial');
  });

  test('the 404 of a listing path keeps its search bar inside the page gutters', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    expect((await notFound.goto(MISSING_LISTING_PATH))?.status()).toBe(404);
    await expect(notFound.heading).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    for (const part of [notFound.quickSearch.bar, notFound.quickSearch.dealType]) {
      const box = await part.boundingBox();
      expect(box, 'the quick search bar is shown').not.toBeNull();
      expect(box?.x ?? 0).toBeGreaterThanOrEqual(GUTTER);
      expect(width - (box?.x ?? 0) - (box?.width ?? 0)).toBeGreaterThanOrEqual(GUTTER);
    }
  });
});
