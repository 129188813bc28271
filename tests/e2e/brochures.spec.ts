import { readPdfText } from '../support/pdf-text';
import { expect, test } from './fixtures';
import { DEFAULT_FUZZ_SEED } from './support/fuzz-inputs';
import { createRng, randomUrlValue, times } from './support/fuzz-random';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { SearchPage } from './pages/search-page';
import { ACCEPT_ALL, rememberConsent } from './support/consent';
import { captureShareSheet, sharedData, sharedUrl } from './support/share-sheet';

test.describe('brochure files', () => {
  // Plain HTTP: the viewport changes nothing, so the desktop project alone fetches the PDFs.
  test.skip(({ isMobile }) => isMobile, 'the PDF is the same for every project');

  test("a property's brochure is a PDF with its name, web ref and every unit", async ({ page, request }) => {
    const property = new PropertyPage(page);
    const path = await firstPropertyPath(request);
    await property.goto(path);
    const name = (await property.heading.textContent()) ?? '';
    const webRef = ((await property.webRef.textContent()) ?? '').trim();
    const units = (await property.units.getByRole('rowheader').allTextContents()).map((unit) => unit.trim());
    expect(units.length).toBeGreaterThan(0);

    const response = await request.get(`${path}/brochure.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(
      new RegExp(`^inline; filename="[a-z0-9-]+-${webRef.toLowerCase()}-brochure\\.pdf"$`),
    );
    const pdf = await readPdfText(await response.body());
    expect(pdf.text).toContain(name);
    expect(pdf.text).toContain(webRef);
    for (const unit of units) expect(pdf.text, unit).toContain(unit);
    expect(pdf.text).toContain(path);
  });

  test("a unit's brochure gives the unit's own facts", async ({ request }) => {
    const path = await firstPropertyPath(request);
    const html = await (await request.get(path)).text();
    const unitPath = new RegExp(`href="(${path}/[a-z0-9-]+)"`).exec(html)?.[1] ?? '';
    expect(unitPath).not.toBe('');
    const response = await request.get(`${unitPath}/brochure.pdf`);
    expect(response.status()).toBe(200);
    const pdf = await readPdfText(await response.body());
    expect(pdf.text).toMatch(/Net rental/i);
    expect(pdf.text).toContain(unitPath);
  });

  test('answers odd brochure paths with a 404 or a redirect, never a server error', async ({ request }) => {
    const property = await firstPropertyPath(request);
    const crafted = [
      '/to-let/brochure.pdf',
      '/to-let/office/brochure.pdf',
      '/to-let/office/johannesburg/brochure.pdf',
      '/to-let/office/johannesburg/sandton-cbd/no-such-building/brochure.pdf',
      `${property}/no-such-unit/brochure.pdf`,
      `${property}/unit/extra/brochure.pdf`,
      `${property.toUpperCase()}/brochure.pdf`,
      '/for-sale/%E0%A4%A/brochure.pdf',
      '/for-sale/..%2F..%2Fetc%2Fpasswd/brochure.pdf',
      `/to-let/${'x'.repeat(600)}/brochure.pdf`,
      '/to-let/office/%00/brochure.pdf',
      '/to-let/office/<script>/brochure.pdf',
      '/brochures/to-let/nothing',
      '/brochures/lease/a/b/c/d',
    ];
    for (const path of crafted) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([301, 307, 308, 400, 404], `${path}: ${response.status()}`).toContain(response.status());
    }
    // Seeded random segments (FUZZ_SEED, as the fuzz spec): encoding errors, raw bytes, markup, long runs.
    const rng = createRng(Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED));
    const fuzzed = times(40, (i) => {
      const deal = rng.pick(['to-let', 'for-sale', 'TO-LET']);
      const segments = times(rng.int(1, 6), () => randomUrlValue(rng, `b${i}`).slice(0, 300));
      return `/${deal}/${segments.join('/')}/brochure.pdf`;
    });
    for (const path of fuzzed) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(response.status(), path).not.toBe(200);
    }
  });
});

test.describe('the brochure link', () => {
  test('sits on the property page beside its share control, and is counted in analytics', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      window.__analyticsTestMode = true;
    });
    // Counted with the visitor's analytics consent, given on an earlier visit.
    await rememberConsent(page, ACCEPT_ALL);
    const path = await firstPropertyPath(request);
    await new PropertyPage(page).goto(path);
    const link = page.getByRole('link', { name: /Download brochure/ });
    await expect(link).toHaveAttribute('href', `${path}/brochure.pdf`);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await page.route('**/brochure.pdf', (route) => route.fulfill({ status: 204 }));
    await link.click();
    await expect
      .poll(() => page.evaluate(() => (window.__analyticsEvents ?? []).map((event) => event.event)))
      .toContain('brochure_download');
  });
});

test.describe('print', () => {
  test('a printed property page drops the site chrome and forms, and keeps photos, units and the broker', async ({
    page,
    request,
  }) => {
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request));
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(property.breadcrumb).toBeHidden();
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeHidden();
    await expect(page.getByRole('link', { name: /Download brochure/ })).toBeHidden();
    await expect(property.units).toBeVisible();
    await expect(property.callBroker.first()).toBeVisible();
    const photos = page.locator('[data-print="only"] img');
    await expect(photos.first()).toBeVisible();
    // The print source is chosen only now: on screen the grid costs one inline pixel.
    await expect
      .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain('/images/');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('[data-print="only"]')).toBeHidden();
  });
});

test.describe('share', () => {
  test('copies the canonical link where the browser has no share sheet, and says so', async ({
    page,
    request,
    context,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'clipboard permissions are Chromium’s');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const path = await firstPropertyPath(request);
    await new PropertyPage(page).goto(path);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(path);
  });

  test('hands the current search to the share sheet where there is one', async ({ page }) => {
    await captureShareSheet(page);
    const search = new SearchPage(page);
    await search.goto('?city=Durban&view=map');
    await page.getByRole('button', { name: 'Share' }).click();
    const url = new URL(await sharedUrl(page));
    expect(await sharedData(page)).toHaveLength(1);
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('city')).toBe('Durban');
    expect(url.searchParams.get('view')).toBe('map');
  });
});
