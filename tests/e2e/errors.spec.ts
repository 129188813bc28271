import { expect, test } from './fixtures';
import { NotFoundPage } from './pages/not-found-page';

test.describe('unknown paths', () => {
  test('answer 404 with a branded page', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    const response = await notFound.goto('/no/such/page-here');
    expect(response?.status()).toBe(404);
    await expect(notFound.heading).toHaveText('We couldn’t find that page');
    await expect(notFound.searchProperties).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Ridgeway Commercial');
  });
});
