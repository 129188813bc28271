import { expect, test, type Page } from './fixtures';
import { PAGE_TYPES, resolvePath } from './support/page-types';
import { FONT_STORAGE_KEY } from '@/lib/rendering/font-from-cache';

/*
 * A cached document carries the critical rules of its style sheets inline; the whole sheets are
 * linked after the first paint (lib/rendering/inline-style-sheets.ts, scripts-after-first-paint.ts),
 * and React adopts those links when it hydrates instead of adding its own. A page opened from it by
 * the router must look as it does when loaded on its own.
 */

/**
 * What a missing style sheet would change in the first elements of `main`. The face the text is
 * drawn in, and with it the weights (styles/tokens.css), is the document's: a document opened later
 * has the font where the first had not, so the comparison is made in the system face.
 */
const mainStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')].slice(0, 40).map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName} ${style.display} ${style.position} ${style.fontSize} ${style.fontWeight}`;
    }),
  );

test('the whole style sheets are linked once and adopted, and a page opened from them is styled', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/search');
  const linkedSheets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
        href: link.getAttribute('href') ?? '',
        loaded: link.sheet !== null,
      })),
    );
  const links = await linkedSheets();
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((link) => !link.loaded)).toEqual([]);

  const card = page.locator('main a[href^="/to-let/"]').first();
  const path = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const opened = await mainStyles(page);
  // React added none of the adopted sheets again: each is linked once, fetched once, by the loader.
  const linked = links.map((link) => link.href);
  const after = (await linkedSheets()).map((link) => link.href);
  for (const href of linked) {
    expect(
      after.filter((other) => other === href),
      href,
    ).toHaveLength(1);
    expect(
      fetched.filter((other) => other === href),
      href,
    ).toHaveLength(1);
  }

  // The first document fetches the font once loaded and notes it; forgotten, the next one is not told.
  const fontNoted = () => page.evaluate((key) => localStorage.getItem(key), FONT_STORAGE_KEY);
  await expect.poll(fontNoted).not.toBeNull();
  await page.evaluate((key) => localStorage.removeItem(key), FONT_STORAGE_KEY);
  await page.goto(path);
  expect(opened).toEqual(await mainStyles(page));
});

/** The alert pages answer per request, with a nonce: their style sheets stay linked. */
const CACHED_PAGE_TYPES = PAGE_TYPES.filter(
  ({ path }) => typeof path !== 'string' || !path.startsWith('/alerts/'),
);

test('no cached page asks for a style sheet before its first paint @any-size', async ({ request }) => {
  for (const pageType of CACHED_PAGE_TYPES) {
    const html = await (await request.get(await resolvePath(pageType, request))).text();
    expect(html, pageType.name).toContain('<style>');
    // A linked sheet holds the paint back; a preloaded one shares the link with the document and the photo.
    const asked = [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /rel="stylesheet"|as="style"/.test(tag));
    expect(asked, pageType.name).toEqual([]);
  }
});
