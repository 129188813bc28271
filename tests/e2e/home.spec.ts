import { expect, test } from './fixtures';
import { seriousAxeViolations } from './support/axe';
import { E2E_ORIGIN } from './e2e-build';
import { HomePage } from './pages/home-page';
import { SiteFooter } from './pages/site-footer';

test.describe('home page', () => {
  test('server HTML carries the brand title and content from the content service', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Matched pieces, not the whole document, so a failure prints what differs.
    const pick = (pattern: RegExp) => pattern.exec(html)?.[1];
    expect(pick(/<title>([^<]*)<\/title>/)).toBe('Ridgeway Commercial');
    expect(pick(/<html lang="([^"]*)"/)).toBe('en-ZA');
    expect(pick(/<h1[^>]*>([^<]*)<\/h1>/)).toBe('Commercial property to let and for sale in South Africa');
    expect(pick(/<h2>(Why occupiers and investors work with us)<\/h2>/)).toBeDefined();
    expect(pick(/<meta name="description" content="([^"]*)"/)).toMatch(
      /leading real estate services provider/,
    );
    expect(pick(/<link rel="canonical" href="([^"]*)"/)).toBe(E2E_ORIGIN);
  });

  test('renders the hero, mission and footer', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.heading).toHaveText('Commercial property to let and for sale in South Africa');
    await expect(
      page.getByRole('heading', { name: 'Space that works as hard as your business' }),
    ).toBeVisible();
    const footer = new SiteFooter(page);
    await expect(footer.ppraNote).toBeVisible();
    await expect(footer.hotline).toHaveAttribute('href', 'tel:0800555247');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await new HomePage(page).goto();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
