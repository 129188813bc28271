import { expect, test, type Page } from './fixtures';
import { ConsentBanner } from './pages/consent-banner';
import { ContactBar } from './pages/contact-bar';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { keepRequestsLocal } from './support/analytics';
import { ACCEPT_ALL, REJECT_ALL, rememberConsent } from './support/consent';

/** Whether two boxes of the window share any pixel. */
async function overlap(page: Page, selectorA: string, selectorB: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) => {
      const one = document.querySelector(a)?.getBoundingClientRect();
      const two = document.querySelector(b)?.getBoundingClientRect();
      if (!one || !two) throw new Error(`${a} or ${b} is missing`);
      // A covered pixel or more: a page's height in fractions of a pixel scrolls to a whole one.
      const across = Math.min(one.right, two.right) - Math.max(one.left, two.left);
      const down = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top);
      return across >= 1 && down >= 1;
    },
    [selectorA, selectorB] as const,
  );
}

test.describe('the contact bar on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone’s bar: the desktop test below checks there is none');

  test('calls and messages the broker, jumps to the form, and steps aside while the form is on screen', async ({
    page,
    request,
  }) => {
    await rememberConsent(page, REJECT_ALL);
    const property = new PropertyPage(page);
    await property.goto(await firstPropertyPath(request));
    const name = (await property.heading.textContent()) ?? '';
    const bar = new ContactBar(page);
    await expect(bar.region).toBeVisible();

    // Fixed to the foot of the window, above the page's own content.
    const viewport = page.viewportSize();
    const box = await bar.box();
    expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);

    await expect(bar.call).toHaveAttribute('href', /^tel:0[678]\d{8}$/);
    const whatsApp = await bar.whatsApp.getAttribute('href');
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/27[678]\d{8}\?text=/);
    const message = new URL(whatsApp ?? '').searchParams.get('text') ?? '';
    expect(message).toContain(name);
    expect(message).toMatch(/web ref RC-\d+/);
    // The broker the bar calls is the one on the page.
    const number = (await bar.call.getAttribute('href'))?.slice('tel:'.length) ?? '';
    expect(whatsApp).toContain(`27${number.slice(1)}`);
    await expect(property.brokerContact.getByRole('link', { name: /^Call / }).first()).toHaveAttribute(
      'href',
      `tel:${number}`,
    );

    for (const [label, link] of Object.entries({
      Call: bar.call,
      WhatsApp: bar.whatsApp,
      Enquire: bar.enquire,
    })) {
      const target = await link.boundingBox();
      expect(target?.height, label).toBeGreaterThanOrEqual(44);
      expect(target?.width, label).toBeGreaterThanOrEqual(44);
    }

    // Scrolled to the form, the bar steps aside: it never covers the form.
    await page.locator('#enquire').scrollIntoViewIfNeeded();
    await expect(bar.region).toBeHidden();

    // Back at the top, Enquire takes the visitor to the form's first field.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(bar.region).toBeVisible();
    await bar.enquire.click();
    await expect(property.enquiry.field('Name')).toBeFocused();
    await expect(property.enquiry.field('Name')).toBeInViewport();
    await expect(bar.region).toBeHidden();

    // At the page's end the last line clears the bar.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await expect(bar.region).toBeVisible();
    expect(await overlap(page, 'footer', 'nav[aria-label="Quick contact"]')).toBe(false);
  });

  test('waits for the cookie choice, which it never covers, and then takes its place', async ({
    page,
    request,
  }) => {
    await keepRequestsLocal(page);
    await new PropertyPage(page).goto(await firstPropertyPath(request));
    const banner = new ConsentBanner(page);
    const bar = new ContactBar(page);
    await expect(banner.region).toBeVisible();
    await expect(bar.region).toBeHidden();
    await banner.rejectAll.click();
    await expect(banner.region).toBeHidden();
    await expect(bar.region).toBeVisible();
  });

  test('counts each press in analytics, with the visitor’s consent', async ({ page, request }) => {
    await keepRequestsLocal(page);
    await page.addInitScript(() => {
      window.__analyticsTestMode = true;
      // Neither the dialler nor WhatsApp opens in a test: the press itself is what is counted.
      window.addEventListener(
        'click',
        (event) => {
          const link = event.target instanceof Element ? event.target.closest('a') : null;
          if (link && /^(tel:|https:\/\/wa\.me\/)/.test(link.href)) event.preventDefault();
        },
        true,
      );
    });
    await rememberConsent(page, ACCEPT_ALL);
    await new PropertyPage(page).goto(await firstPropertyPath(request));
    const bar = new ContactBar(page);
    await bar.call.click();
    await bar.whatsApp.click();
    await bar.enquire.click();
    await expect
      .poll(() => page.evaluate(() => (window.__analyticsEvents ?? []).map((event) => event.event)))
      .toEqual(expect.arrayContaining(['contact_call', 'contact_whatsapp', 'contact_enquire']));
  });

  test('stands and works before scripts: Enquire is a link to the form', async ({
    noScriptPage,
    request,
  }) => {
    await noScriptPage.goto(await firstPropertyPath(request));
    const bar = new ContactBar(noScriptPage);
    await expect(bar.region).toBeVisible();
    await expect(bar.enquire).toHaveAttribute('href', '#enquire');
    await bar.enquire.click();
    await expect(noScriptPage.getByRole('region', { name: 'Send an enquiry' })).toBeInViewport();
    // The page has room below it for the bar: its end scrolls clear.
    await noScriptPage.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    expect(await overlap(noScriptPage, 'footer', 'nav[aria-label="Quick contact"]')).toBe(false);
  });
});

test.describe('the contact bar at desktop size', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone tests above');

  test('is not shown: the broker and the form sit beside the listing', async ({ page, request }) => {
    await rememberConsent(page, REJECT_ALL);
    await new PropertyPage(page).goto(await firstPropertyPath(request));
    await expect(new ContactBar(page).region).toBeHidden();
    await expect(page.locator('body')).toHaveCSS('padding-bottom', '0px');
  });
});
