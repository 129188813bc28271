import { expect, test, type Page } from './fixtures';

function desktopNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' }).first();
}

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const nav = desktopNav(page);
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    const toggle = nav.getByRole('button', { name: 'Show Services menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Capital markets' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown opens by keyboard and Esc closes it, returning focus', async ({ page }) => {
    await page.goto('/');
    const toggle = desktopNav(page).getByRole('button', { name: 'Show About us menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(desktopNav(page).getByRole('link', { name: 'Northline Global affiliation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('careers opens in a new tab', async ({ page }) => {
    await page.goto('/');
    const careers = desktopNav(page).getByRole('link', { name: /Careers/ });
    await expect(careers).toHaveAttribute('target', '_blank');
    await expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 768, height: 1024 }],
] as const) {
  test.describe(`side menu on a ${device}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    test('toggles, keeps one submenu open at a time, and closes with Esc', async ({ page }) => {
      await page.goto('/about');
      const button = page.getByRole('button', { name: 'Open menu' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      const close = page.getByRole('button', { name: 'Close menu' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      const services = page.getByRole('button', { name: 'Show Services menu' }).last();
      const media = page.getByRole('button', { name: 'Show Media menu' }).last();
      await services.click();
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await media.click();
      await expect(media).toHaveAttribute('aria-expanded', 'true');
      await expect(services).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });

    test('pages answer with their heading at this size', async ({ page }) => {
      for (const route of ['/', '/search', '/services/broking', '/media', '/contact']) {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
  });
}

test.describe('footer', () => {
  test('has the head office, hotline, legal links, PPRA note, four networks and the affiliation', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('61 Katherine Street')).toBeVisible();
    await expect(footer.getByRole('link', { name: '0800 555 247' })).toBeVisible();
    const legalLinks: Array<[string, string]> = [
      ['Report fraud', '/fraud-hotline'],
      ['Customer care', '/customer-care'],
      ['Privacy', '/privacy'],
      ['PAIA', '/paia'],
    ];
    for (const [name, href] of legalLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(
      footer.getByText(/registered with the Property Practitioners Regulatory Authority/),
    ).toBeVisible();
    for (const network of ['LinkedIn', 'Facebook', 'Instagram', 'X']) {
      await expect(footer.getByRole('link', { name: `Ridgeway Commercial on ${network}` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    await expect(footer.getByText(/In affiliation with/i)).toBeVisible();
  });
});
