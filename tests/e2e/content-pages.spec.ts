import { expect, test } from './fixtures';
import { seriousAxeViolations } from './support/axe';
import { ContactPage } from './pages/contact-page';
import { ContentPage } from './pages/content-page';

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

/** One page of each template, checked on phones too; the others share their layout (playwright.config.ts). */
const ON_PHONES = new Set([
  '/about',
  '/about/african-footprint',
  '/services',
  '/services/broking',
  '/group-services',
  '/group-services/property-management',
  '/contact',
  '/fraud-hotline',
  '/privacy',
]);

test.describe('company pages', () => {
  for (const route of ROUTES) {
    const tag = ON_PHONES.has(route) ? [] : ['@any-size'];
    test(
      `${route} answers with its heading, title, breadcrumbs and no serious axe violation`,
      { tag },
      async ({ page }) => {
        const content = new ContentPage(page);
        const response = await content.goto(route);
        expect(response?.status()).toBe(200);
        const heading = await content.headingText();
        expect(heading.length).toBeGreaterThan(2);
        await expect(page).toHaveTitle(`${heading} | Ridgeway Commercial`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route}$`));
        await expect(content.breadcrumb).toContainText('You are here:');
        await expect(content.breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
    );
  }

  test('the privacy notice names only what the site does: its cookie settings link is in the footer', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const notice = page.getByRole('main');
    // This build has trackers configured: the notice sends the visitor to the footer's link, which is there.
    await expect(notice).toContainText('through the cookie settings link in the footer');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toBeVisible();
    // The site takes no newsletter or report sign-ups; it does save searches for alerts.
    await expect(notice).not.toContainText(/newsletter|sign-up/i);
    await expect(notice).toContainText('Property alerts:');
  });

  test('an unknown child page answers 404', async ({ request }) => {
    expect((await request.get('/services/astrology')).status()).toBe(404);
    expect((await request.get('/about/nothing-here')).status()).toBe(404);
  });

  test('the fraud hotline page explains anonymous reporting and warns about deposits', async ({ page }) => {
    const content = new ContentPage(page);
    await content.goto('/fraud-hotline');
    await expect(content.main).toContainText(/anonymous/i);
    await expect(content.main).toContainText(/deposit/i);
  });

  test('the contact page lists offices and validates its form', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.goto();
    await expect(contact.officesHeading).toBeVisible();
    await expect(page.getByRole('link', { name: '021 555 0160' })).toHaveAttribute('href', 'tel:0215550160');
    const form = contact.enquiry;
    await form.sendButton.click();
    await expect(form.message('Field is required').first()).toBeVisible();
    await form.send({
      Name: 'Palesa Nkosi',
      Email: 'palesa@example.co.za',
      Message: 'Please call me about a valuation of our Pinetown warehouse.',
    });
    await expect(form.confirmation).toBeVisible();
  });

  test('the contact banner links to the African footprint', async ({ page }) => {
    await new ContentPage(page).goto('/services/broking');
    await page.getByRole('link', { name: /^View/ }).click();
    await expect(page).toHaveURL(/\/about\/african-footprint$/);
  });
});
