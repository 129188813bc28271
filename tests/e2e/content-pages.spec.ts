import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const SERVICES = [
  'occupier-services',
  'capital-markets',
  'strategy-and-consulting',
  'transaction-services',
  'workplace-solutions',
  'strategic-risk-management',
  'valuation-and-advisory-services',
  'intel-and-market-analysis',
  'technology-and-prop-tech-solutions',
  'broking',
];
const GROUP_SERVICES = [
  'auctions-and-sales',
  'property-management',
  'integrated-facilities-management',
  'business-solutions-specialists',
  'energy-water-and-sustainability',
];
const ABOUT = ['cushman-wakefield', 'group-overview', 'capabilities', 'african-footprint', 'commitment'];

const ROUTES = [
  '/about',
  ...ABOUT.map((slug) => `/about/${slug}`),
  '/services',
  ...SERVICES.map((slug) => `/services/${slug}`),
  '/group-services',
  ...GROUP_SERVICES.map((slug) => `/group-services/${slug}`),
  '/contact',
  '/fraud-hotline',
  '/customer-care',
  '/privacy',
  '/paia',
];

test.describe('company pages', () => {
  for (const route of ROUTES) {
    test(`${route} answers with its heading, title, breadcrumbs and no serious axe violation`, async ({
      page,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      expect(heading.length).toBeGreaterThan(2);
      await expect(page).toHaveTitle(`${heading} | Ridgeway Commercial`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route}$`));
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs).toContainText('You are here:');
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('an unknown child page answers 404', async ({ request }) => {
    expect((await request.get('/services/astrology')).status()).toBe(404);
    expect((await request.get('/about/nothing-here')).status()).toBe(404);
  });

  test('the fraud hotline page explains anonymous reporting and warns about deposits', async ({ page }) => {
    await page.goto('/fraud-hotline');
    await expect(page.getByRole('main')).toContainText(/anonymous/i);
    await expect(page.getByRole('main')).toContainText(/deposit/i);
  });

  test('the contact page lists offices and validates its form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Find an office near you' })).toBeVisible();
    await expect(page.getByRole('link', { name: '021 555 0160' })).toHaveAttribute('href', 'tel:0215550160');
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByText('Field is required').first()).toBeVisible();
    await form.getByLabel(/^Name/).fill('Palesa Nkosi');
    await form.getByLabel(/^Email/).fill('palesa@example.co.za');
    await form.getByLabel(/^Message/).fill('Please call me about a valuation of our Pinetown warehouse.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  });

  test('the contact banner links to the African footprint', async ({ page }) => {
    await page.goto('/services/broking');
    await page.getByRole('link', { name: /^View/ }).click();
    await expect(page).toHaveURL(/\/about\/african-footprint$/);
  });
});
