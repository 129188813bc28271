import { expect, test, type Page } from './fixtures';

/*
 * A link prefetches its page when the visitor reaches for it, not when it is on screen
 * (components/ui/link.tsx): a page's first seconds fetch no other page.
 */

const LANDING = '/to-let/office/cape-town';

function recordPrefetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] !== undefined) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test('a landing page prefetches none of the links on screen, and a card link once it is focused', async ({
  page,
}) => {
  const prefetched = recordPrefetches(page);
  await page.goto(LANDING);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toBeInViewport();
  // The router prefetches the links on screen from an idle callback after hydration: give it the time.
  await page.waitForTimeout(1500);
  expect(prefetched).toEqual([]);

  const card = page
    .getByRole('list', { name: 'Properties' })
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');
  const href = await card.getAttribute('href');
  await card.focus();
  await expect.poll(() => prefetched).toContain(href);
});

test('a pointer over a link, or a finger pressing it, prefetches its page', async ({ page, isMobile }) => {
  const prefetched = recordPrefetches(page);
  await page.goto('/');
  await page.waitForTimeout(1500);
  expect(prefetched).toEqual([]);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Customer care' });
  if (isMobile) {
    // A tap's press, before its click: the fetch starts while the finger is down.
    await link.scrollIntoViewIfNeeded();
    await link.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  } else {
    await link.hover();
  }
  await expect.poll(() => prefetched).toContain('/customer-care');
  await expect(page).toHaveURL('/');
});
