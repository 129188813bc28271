import { expect, test, type APIResponse } from './fixtures';
import { readFileSync } from 'node:fs';
import { fillEnquiry, firstPropertyPath } from './pages/property-page';
import { SearchPage } from './pages/search-page';

test.describe('property and unit pages', () => {
  test('card → property → unit → back', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto();
    const firstCard = search.cards.first().getByRole('heading', { level: 3 });
    const name = (await firstCard.textContent())?.trim() ?? '';
    await firstCard.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // A soft navigation renders before it updates the address bar.
    await expect(page).toHaveURL(/\/(to-let|for-sale)\//);
    const propertyUrl = page.url();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('You are here:');

    const schedule = page.getByRole('table', { name: 'Units to let' });
    const unitLink = schedule.getByRole('rowheader').first().getByRole('link');
    const unitId = (await unitLink.textContent())?.trim() ?? '';
    await unitLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${unitId}, ${name}`);
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(propertyUrl);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${unitId}, ${name}`);
  });

  test('shows price, GLA, broker contact links and features', async ({ page, request }) => {
    await page.goto(await firstPropertyPath(request));
    await expect(page.getByText(/R[\d ]+\.\d{2} per m²|POA/).first()).toBeVisible();
    await expect(page.getByText(/m²$/).first()).toBeVisible();
    const contact = page.getByRole('complementary', { name: 'Contact the broker' });
    await expect(contact.getByRole('link', { name: /^Call / }).first()).toHaveAttribute(
      'href',
      /^tel:\d{10}$/,
    );
    await expect(contact.getByRole('link', { name: /^Email / }).first()).toHaveAttribute(
      'href',
      /^mailto:.+@/,
    );
    await expect(page.getByRole('heading', { name: 'Features and parking' })).toBeVisible();
  });

  test('the gallery opens full screen and closes by keyboard', async ({ page, request }) => {
    await page.goto(await firstPropertyPath(request));
    const open = page.getByRole('button', { name: 'View full screen', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('JSON-LD names the price and address', async ({ request }) => {
    const html = await (await request.get(await firstPropertyPath(request))).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );
    const listing = blocks.find((block) => block['@type'] === 'RealEstateListing') as
      | { offers: { priceCurrency: string }; contentLocation: { address: { streetAddress: string } } }
      | undefined;
    expect(listing?.offers.priceCurrency).toBe('ZAR');
    expect(listing?.contentLocation.address.streetAddress).toMatch(/\w/);
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });
});

test.describe('enquiries', () => {
  test('shows every validation message, then sends', async ({ page, request }) => {
    await page.goto(await firstPropertyPath(request, '?city=Durban'));
    const form = page.getByRole('region', { name: 'Send an enquiry' });
    const name = form.getByLabel(/^Name/);
    await name.focus();
    await name.blur();
    await expect(form.getByText('Field is required').first()).toBeVisible();
    await fillEnquiry(page, { Name: 'A', Email: 'not-an-email', Phone: '123' });
    await form.getByLabel(/^Message/).focus();
    await expect(form.getByText('Must contain at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Invalid phone number')).toBeVisible();

    const visitor = `Thabo Mokoena ${Date.now()}`;
    await fillEnquiry(page, {
      Name: visitor,
      Email: 'thabo@example.co.za',
      Phone: '082 555 0199',
      Message: 'Please send the brochure and arrange a viewing.',
    });
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      'your enquiry has been sent',
    );
    const stored = readFileSync('test-results/enquiries/enquiries.jsonl', 'utf8');
    expect(stored).toContain(visitor);
  });
});

// Next repeats the Location header of a redirect from a statically generated route; all copies agree.
function locationOf(response: APIResponse): string {
  const locations = new Set(
    response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'location')
      .map(({ value }) => value),
  );
  expect(locations.size).toBe(1);
  return [...locations][0] ?? '';
}

test.describe('paths', () => {
  test('unknown paths answer 404 and other spellings redirect permanently', async ({ request }) => {
    expect((await request.get('/to-let/office/nowhere/at-all/nothing-here')).status()).toBe(404);
    expect((await request.get('/to-rent')).status()).toBe(404);
    const path = await firstPropertyPath(request);
    const upper = await request.get(path.toUpperCase(), { maxRedirects: 0 });
    expect(upper.status()).toBe(308);
    expect(locationOf(upper)).toBe(path);
    const trailing = await request.get(`${path}/`, { maxRedirects: 0 });
    expect(trailing.status()).toBe(308);
    const [deal, category, city, , property] = path.split('/').filter(Boolean);
    const moved = await request.get(`/${deal}/${category}/${city}/elsewhere/${property}`, {
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(308);
    expect(locationOf(moved)).toBe(path);
  });

  test('a web ref short link redirects to its property', async ({ page, request }) => {
    await page.goto(await firstPropertyPath(request));
    const ref =
      (await page
        .getByText(/^RC-\d+$/)
        .first()
        .textContent()) ?? '';
    const response = await request.get(`/ref/${ref}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(
      new URL(page.url()).pathname,
    );
    expect((await request.get('/ref/NOPE-1')).status()).toBe(404);
  });
});

test.describe('landing pages', () => {
  test('list properties at each level with counts, pagination and a link to search', async ({ page }) => {
    await page.goto('/to-let');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Commercial property to let in South Africa',
    );
    await expect(page.getByText(/^\d+ properties/)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Narrow down' })
      .getByRole('link', { name: /^Office/ })
      .click();
    await expect(page).toHaveURL(/\/to-let\/office$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Office property to let in South Africa',
    );
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/to-let\/office\/page-2$/);
    await page.getByRole('navigation', { name: 'Narrow down' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/to-let\/office\/[a-z-]+$/);
    await expect(page.getByRole('list', { name: 'Properties' }).locator(':scope > li').first()).toBeVisible();
    await page.getByRole('link', { name: 'Refine on the search page' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.getAll('category').includes('Office'),
    );
  });
});

test.describe('landing page counts', () => {
  test('the count beside each narrower page is the number of properties it lists', async ({ page }) => {
    for (const start of ['/to-let', '/for-sale/office']) {
      await page.goto(start);
      const links = page.getByRole('navigation', { name: 'Narrow down' }).getByRole('link');
      const targets = await links.evaluateAll((anchors) =>
        anchors.slice(0, 3).map((anchor) => ({
          href: anchor.getAttribute('href') ?? '',
          count: Number(/\((\d+)\)\s*$/.exec(anchor.textContent ?? '')?.[1]),
        })),
      );
      expect(targets.length).toBeGreaterThan(0);
      for (const { href, count } of targets) {
        await page.goto(href);
        await expect(page.getByText(/^\d+ propert(y|ies)/), href).toHaveText(new RegExp(`^${count} propert`));
      }
    }
  });
});
