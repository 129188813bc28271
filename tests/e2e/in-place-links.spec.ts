import { expect, test, type Page } from './fixtures';
import { SiteFooter } from './pages/site-footer';
import { SiteHeader } from './pages/site-header';
import { ownedByReact, press } from './support/pointer';

/*
 * The site's links are plain anchors (components/ui/link.tsx). Once the page's scripts run, one
 * listener follows them in place (components/ui/link-router.tsx); a click with a modifier, or a
 * page without scripts, is the browser's to follow.
 */

async function markDocument(page: Page) {
  await expect.poll(() => ownedByReact(page.getByRole('contentinfo'))).toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('a footer link opens its page in place, and Back returns to the page it left', async ({
  page,
  isMobile,
}) => {
  await page.goto('/about');
  await markDocument(page);
  await press(new SiteFooter(page).link('Customer care'), isMobile);
  await expect(page).toHaveURL('/customer-care');
  await expect(page).toHaveTitle(/^Customer care/);
  expect(await sameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('a breadcrumb opens its page in place, at the top of the page', async ({ page, isMobile }) => {
  await page.goto('/to-let/office/cape-town');
  await markDocument(page);
  const home = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' });
  await press(home, isMobile);
  await expect(page).toHaveURL('/');
  expect(await sameDocument(page)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a desktop', { tag: '@own-size' }, () => {
  test('the header marks the page it opened in place as the current one', async ({ page }) => {
    await page.goto('/about');
    await markDocument(page);
    const nav = new SiteHeader(page).mainNav;
    const link = (name: string) => nav.getByRole('link', { name, exact: true });
    await expect(link('About us')).toHaveAttribute('aria-current', 'page');
    await link('Contact').click();
    await expect(page).toHaveURL('/contact');
    await expect(link('Contact')).toHaveAttribute('aria-current', 'page');
    await expect(link('About us')).not.toHaveAttribute('aria-current');
    expect(await sameDocument(page)).toBe(true);
  });

  test('a click with Ctrl or ⌘ is left to the browser, which opens the page elsewhere', async ({ page }) => {
    await page.goto('/about');
    await markDocument(page);
    // Heard after every other listener, and kept from opening a tab: whether the site took the click.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        Object.assign(window, { clickTaken: event.defaultPrevented });
        event.preventDefault();
      }),
    );
    await new SiteFooter(page).link('Customer care').click({ modifiers: ['ControlOrMeta'] });
    expect(await page.evaluate(() => Reflect.get(window, 'clickTaken'))).toBe(false);
    await expect(page).toHaveURL('/about');
  });
});

test('without scripts, a footer link loads its page', async ({ noScriptPage, isMobile }) => {
  await noScriptPage.goto('/about');
  await press(new SiteFooter(noScriptPage).link('Customer care'), isMobile);
  await expect(noScriptPage).toHaveURL('/customer-care');
  await expect(noScriptPage).toHaveTitle(/^Customer care/);
});
