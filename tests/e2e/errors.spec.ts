import { expect, test } from './fixtures';

test.describe('unknown paths', () => {
  test('answer 404 with a branded page', async ({ page }) => {
    const response = await page.goto('/no/such/page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    await expect(page.getByRole('link', { name: 'Search properties' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Ridgeway Commercial');
  });
});
