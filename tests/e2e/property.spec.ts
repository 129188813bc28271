import type { Locator } from '@playwright/test';
import { expect, test, type APIResponse, type Page } from './fixtures';
import { LandingPage } from './pages/landing-page';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { SearchPage } from './pages/search-page';
import { REJECT_ALL, rememberConsent } from './support/consent';
import { exportedEnquiries } from './support/enquiries';

test.describe('property and unit pages', () => {
  test('card → property → unit → back', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto();
    const name = await search.openCard();
    const property = new PropertyPage(page);
    await expect(property.heading).toHaveText(name);
    // A soft navigation renders before it updates the address bar.
    await expect(page).toHaveURL(/\/(to-let|for-sale)\//);
    const propertyUrl = page.url();
    await expect(property.breadcrumb).toContainText('You are here:');

    const unitId = await property.openFirstUnit();
    await expect(property.heading).toHaveText(`${unitId}, ${name}`);
    await property.propertyLink(name).click();
    await expect(page).toHaveURL(propertyUrl);

    await page.goBack();
    await expect(property.heading).toHaveText(`${unitId}, ${name}`);
  });

  test('shows price, GLA, broker contact links and features', async ({ page, request }) => {
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request));
    await expect(page.getByText(/R[\d ]+\.\d{2} per m²|POA/).first()).toBeVisible();
    await expect(page.getByText(/m²$/).first()).toBeVisible();
    await expect(property.callBroker.first()).toHaveAttribute('href', /^tel:\d{10}$/);
    await expect(property.emailBroker.first()).toHaveAttribute('href', /^mailto:.+@/);
    await expect(page.getByRole('heading', { name: 'Features and parking' })).toBeVisible();
  });

  test('the gallery opens full screen and closes by keyboard', async ({ page, request }) => {
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request));
    await property.viewFullScreen.focus();
    await page.keyboard.press('Enter');
    await expect(property.gallery).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(property.gallery).toBeHidden();
    await expect(property.viewFullScreen).toBeFocused();
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
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request, '?city=Durban'));
    const form = property.enquiry;
    // A field left before hydration shows nothing: the messages come from React.
    await form.waitUntilHydrated();
    await form.field('Name').focus();
    await form.field('Name').blur();
    await expect(form.message('Field is required').first()).toBeVisible();
    await form.fill({ Name: 'A', Email: 'not-an-email', Phone: '123' });
    await form.field('Message').focus();
    await expect(form.message('Must contain at least 2 characters')).toBeVisible();
    await expect(form.message('Please enter a valid email address.')).toBeVisible();
    await expect(form.message('Invalid phone number')).toBeVisible();

    const visitor = `Thabo Mokoena ${Date.now()}`;
    await form.send({
      Name: visitor,
      Email: 'thabo@example.co.za',
      Phone: '082 555 0199',
      Message: 'Please send the brochure and arrange a viewing.',
    });
    await expect(form.confirmation).toContainText('your enquiry has been sent');
    expect(exportedEnquiries()).toContain(visitor);
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
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request));
    const ref = (await property.webRef.textContent()) ?? '';
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
    const landing = new LandingPage(page);
    await landing.goto('/to-let');
    await expect(landing.heading).toHaveText('Commercial property to let in South Africa');
    await expect(landing.count).toBeVisible();
    await expect(landing.count).toHaveText(/^\d+ properties/);
    await landing.narrowDownLink(/^Office/).click();
    await expect(page).toHaveURL(/\/to-let\/office$/);
    await expect(landing.heading).toHaveText('Office property to let in South Africa');
    await landing.pageLink(2).click();
    await expect(page).toHaveURL(/\/to-let\/office\/page-2$/);
    await landing.narrowDown.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/to-let\/office\/[a-z-]+$/);
    await expect(landing.cards.first()).toBeVisible();
    await landing.refineOnSearch.click();
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.getAll('category').includes('Office'),
    );
  });
});

test('the headings of listing pages descend one level at a time @any-size', async ({ page, request }) => {
  const property = await firstPropertyPath(request);
  for (const path of ['/to-let/office/cape-town', '/for-sale', '/search', property]) {
    await page.goto(path);
    const levels = await page
      .locator('main')
      .getByRole('heading')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0], `${path} opens with its h1`).toBe(1);
    const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);
    expect(skips, `heading levels on ${path}: ${levels.join(' ')}`).toEqual([]);
  }
});

test.describe('landing page counts', () => {
  test('the count beside each narrower page is the number of properties it lists', async ({ page }) => {
    const landing = new LandingPage(page);
    for (const start of ['/to-let', '/for-sale/office']) {
      await landing.goto(start);
      const targets = await landing.narrowerPages(3);
      expect(targets.length).toBeGreaterThan(0);
      for (const { href, count } of targets) {
        await landing.goto(href);
        await expect(landing.count, href).toHaveText(new RegExp(`^${count} propert`));
      }
    }
  });
});

/*
 * The related properties, last before the footer, are left unstyled and unlaid on a phone until the
 * visitor scrolls near them, and keep a height of their own meanwhile (related-properties.module.css).
 * A script that measures them then, as axe and find-in-page do, lays them out inside that height: if
 * they needed more, they would overlap the footer. So the height kept is never less than they take.
 * From a tablet's width up they are drawn from the start, so that End reaches the page's foot.
 */
test.describe('the related properties', { tag: '@own-size' }, () => {
  const related = (page: Page) => page.getByRole('region', { name: /^More .* property in / });
  const relatedCards = (page: Page) =>
    related(page)
      .getByRole('list', { name: /^More .* property in / })
      .locator(':scope > li');
  const shown = (card: Locator) =>
    card.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

  for (const viewport of [
    { width: 320, height: 640 },
    { width: 412, height: 915 },
  ]) {
    test(`keep room for every card until they are shown, at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(await firstPropertyPath(request));
      const section = related(page);
      const cards = relatedCards(page);
      await expect(cards).toHaveCount(6);
      const firstCard = cards.first();
      expect(await shown(firstCard), 'skipped while far below').toBe(false);
      const kept = (await section.boundingBox())?.height ?? 0;

      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => shown(firstCard), { message: 'laid out once near' }).toBe(true);
      const taken = (await section.boundingBox())?.height ?? Infinity;
      expect(taken, `height taken, against ${kept} px kept`).toBeLessThanOrEqual(kept);
    });
  }

  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 961, height: 700 },
    { width: 1366, height: 700 },
  ]) {
    test(`are drawn from the start, and End reaches the page's foot, at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      await rememberConsent(page, REJECT_ALL);
      await page.setViewportSize(viewport);
      await page.goto(await firstPropertyPath(request));
      await expect(relatedCards(page)).toHaveCount(6);
      expect(await shown(relatedCards(page).last()), 'drawn on load').toBe(true);
      // Pressed once the page is idle, as in skipped-until-near.spec.ts.
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })),
      );
      await page.keyboard.press('End');
      const footer = page.getByRole('contentinfo');
      await expect
        .poll(
          () => footer.evaluate((element) => Math.abs(element.getBoundingClientRect().bottom - innerHeight)),
          { message: "the footer's foot at the window's" },
        )
        .toBeLessThanOrEqual(1);
    });
  }
});
