import { expect, test } from './fixtures';
import { ALERTS_ORIGIN, E2E_ORIGIN } from './e2e-build';
import { firstPropertyPath, PropertyPage } from './pages/property-page';

/** The targets of a document's links (`<a href>`), as the server wrote them. */
function anchorsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1] ?? '');
}

/**
 * The alert instance serves the e2e build on another port than the one the build names as its
 * site (NEXT_PUBLIC_SITE_URL): as a site deployed without it, or started on another port, would be.
 * Its pages' links must still lead to itself; canonical URLs name the configured site.
 */
test.describe('links name the site they are on', () => {
  test.use({ baseURL: ALERTS_ORIGIN });

  test('search pagination, before any script, stays on this server; the canonical names the site', async ({
    request,
  }) => {
    const html = await (await request.get('/search?city=Durban')).text();
    const pages = anchorsOf(html).filter((href) => /page=\d/.test(href));
    expect(pages.length, 'pagination links').toBeGreaterThan(0);
    for (const href of pages) expect(href).toMatch(/^\/search\?/);
    expect(anchorsOf(html).filter((href) => href.startsWith(E2E_ORIGIN))).toEqual([]);
    expect(html).toContain(`<link rel="canonical" href="${E2E_ORIGIN}/search`);
  });

  test('the news list’s pages and a web ref’s redirect stay on this server', async ({ request }) => {
    const news = anchorsOf(await (await request.get('/media/latest-news?query=office')).text());
    expect(news.filter((href) => /page=\d/.test(href)).length, 'pagination links').toBeGreaterThan(0);
    expect(news.filter((href) => href.startsWith(E2E_ORIGIN))).toEqual([]);
    const property = await (await request.get(await firstPropertyPath(request))).text();
    const webRef = /RC-\d+/.exec(property)?.[0] ?? '';
    const moved = await request.get(`/ref/${webRef}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(/^\/(to-let|for-sale)\//);
  });

  test('Share copies the page at the address the visitor used', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const path = await firstPropertyPath(request);
    await new PropertyPage(page).goto(path);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${ALERTS_ORIGIN}${path}`);
  });
});
