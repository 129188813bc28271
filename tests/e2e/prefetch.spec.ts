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

test('a pointer over a link prefetches its page', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a phone has no pointer to rest over a link; focus is tested above');
  const prefetched = recordPrefetches(page);
  await page.goto('/');
  await page.waitForTimeout(1500);
  expect(prefetched).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Customer care' }).hover();
  await expect.poll(() => prefetched).toContain('/customer-care');
});
