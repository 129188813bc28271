import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
import { E2E_ORIGIN, E2E_SERVER_SECRETS } from './e2e-build';
import { expect, test } from './fixtures';
import { ArticlePage } from './pages/article-page';
import { ContentPage } from './pages/content-page';
import { PreviewBanner } from './pages/preview-banner';

/**
 * Draft preview from the CMS (`/api/draft`), on the main server: what it reads is the embedded
 * service's sample drafts (lib/embedded/sample/content/drafts.ts), which nothing here publishes.
 */
const DRAFT_PARAGRAPH = 'Draft: from 2027 we also advise on data centres.';
const DRAFT_ARTICLE = '/media/latest-news/gqeberha-office-opens-in-2027';
const DRAFT_TITLE = /will open an office in Gqeberha in 2027/;
const DRAFT_COOKIE = '__prerender_bypass';
const SECRET = E2E_SERVER_SECRETS.PREVIEW_SECRET;

function draftLink(path: string, secret: string = SECRET): string {
  return `/api/draft?${new URLSearchParams({ secret, path })}`;
}

/**
 * The draft-mode cookie a right preview link sets, as a `Cookie` header: got in a context of its own,
 * so the `request` of a test stays a visitor's.
 */
async function startPreview(playwright: PlaywrightWorkerArgs['playwright'], path: string): Promise<string> {
  const editor = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  try {
    const response = await editor.get(draftLink(path), { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toBe(path);
    const cookie = /__prerender_bypass=([^;]+)/.exec(response.headers()['set-cookie'] ?? '')?.[1];
    expect(cookie).toBeTruthy();
    return `${DRAFT_COOKIE}=${cookie}`;
  } finally {
    await editor.dispose();
  }
}

/** What a cache or a browser tells apart in an answer: all but its date. */
function visibleHeaders(response: APIResponse): Record<string, string> {
  return Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'date'));
}

/** A visitor's copy of a cached page, once the cache serves it. */
async function cachedForVisitors(request: APIRequestContext, path: string) {
  await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
  const response = await request.get(path);
  return { headers: visibleHeaders(response), body: await response.text() };
}

test.describe('the preview link', { tag: '@any-size' }, () => {
  test('refuses a wrong secret, and another site’s path, and sets no cookie then', async ({ request }) => {
    const refusals: Array<[string, number, RegExp]> = [
      [draftLink('/about', 'not-the-preview-secret'), 401, /secret is wrong/],
      [draftLink('//evil.example/about'), 400, /another site|"\/\/"/],
      [draftLink('https://evil.example/about'), 400, /page of this site/],
      [draftLink('/\\evil.example'), 400, /backslash/],
      [`/api/draft?secret=${SECRET}`, 400, /Name the page/],
      [`/api/draft/disable?path=${encodeURIComponent('//evil.example')}`, 400, /"\/\/"/],
    ];
    for (const [link, status, reason] of refusals) {
      const response = await request.get(link, { maxRedirects: 0 });
      expect(response.status(), link).toBe(status);
      expect((await response.json()).error, link).toMatch(reason);
      expect(response.headers()['set-cookie'], link).toBeUndefined();
      expect(response.headers()['cache-control'], link).toBe('no-store');
    }
  });

  test('renders drafts for its browser alone, never from or into the cache', async ({
    request,
    playwright,
  }) => {
    const before = await cachedForVisitors(request, '/about');
    expect(before.body).not.toContain(DRAFT_PARAGRAPH);
    const cookie = await startPreview(playwright, '/about');

    const preview = await request.get('/about', { headers: { cookie } });
    expect(preview.status()).toBe(200);
    expect(await preview.text()).toContain(DRAFT_PARAGRAPH);
    expect(preview.headers()['cache-control']).toMatch(/^private, .*no-store/);
    // One policy, with a nonce for this render: it has no cached one.
    const policies = preview
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'content-security-policy');
    expect(policies).toHaveLength(1);
    expect(policies[0]?.value).toMatch(/'nonce-[^']+'/);
    const article = await request.get(DRAFT_ARTICLE, { headers: { cookie } });
    expect(article.status()).toBe(200);
    expect(await article.text()).toMatch(DRAFT_TITLE);

    // A visitor during the preview: the same cached page, byte for byte, with the same headers.
    const during = await request.get('/about');
    expect(visibleHeaders(during)).toEqual(before.headers);
    expect(await during.text()).toBe(before.body);
    expect((await request.get(DRAFT_ARTICLE)).status()).toBe(404);
    // A made-up draft cookie is no preview: the visitor's page and policy, and Next clears the cookie.
    const forged = await request.get('/about', { headers: { cookie: `${DRAFT_COOKIE}=made-up` } });
    const { 'set-cookie': clearing, ...forgedHeaders } = visibleHeaders(forged);
    expect(forgedHeaders).toEqual(before.headers);
    expect(clearing).toMatch(/^__prerender_bypass=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(await forged.text()).toBe(before.body);
  });
});

test.describe('a preview in the browser', () => {
  test('shows the banner on every page until its exit, which returns to the page', async ({ page }) => {
    const banner = new PreviewBanner(page);
    await page.goto(draftLink('/about'));
    await expect(page).toHaveURL(/\/about$/);
    await expect(banner.banner).toContainText('Preview: unpublished changes are shown');
    await expect(new ContentPage(page).main).toContainText(DRAFT_PARAGRAPH);

    // The unpublished article: on its page, and first among the latest news on the home page.
    await page.goto(DRAFT_ARTICLE);
    await expect(new ArticlePage(page).heading).toHaveText(DRAFT_TITLE);
    await expect(banner.banner).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: DRAFT_TITLE }).first()).toBeVisible();

    await page.goto('/about');
    await banner.exit.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(banner.banner).toHaveCount(0);
    await expect(new ContentPage(page).main).not.toContainText(DRAFT_PARAGRAPH);
    expect((await page.context().cookies()).map(({ name }) => name)).not.toContain(DRAFT_COOKIE);
  });

  test('shows visitors neither the banner nor the draft, nor the article in the news search', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(new ContentPage(page).heading).toBeVisible();
    await expect(new PreviewBanner(page).banner).toHaveCount(0);
    await expect(new ContentPage(page).main).not.toContainText(DRAFT_PARAGRAPH);
    await page.goto('/media/latest-news?query=Gqeberha');
    await expect(page.getByRole('link', { name: DRAFT_TITLE })).toHaveCount(0);
  });
});

test.describe('the embedded GraphQL endpoint', { tag: '@any-size' }, () => {
  const query = 'query Draft($slug: String!) { newsItem(slug: $slug, preview: true) { title } }';
  const data = { query, variables: { slug: 'gqeberha-office-opens-in-2027' } };

  test('answers drafts only to a holder of the preview or server token', async ({ request }) => {
    const anonymous = await request.post('/graphqlQuery/v1', { data });
    expect(anonymous.status()).toBe(401);
    expect(JSON.stringify(await anonymous.json())).not.toMatch(DRAFT_TITLE);
    for (const token of [E2E_SERVER_SECRETS.GRAPHQL_PREVIEW_TOKEN, E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN]) {
      const answer = await request.post('/graphqlQuery/v1', {
        data,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status()).toBe(200);
      expect((await answer.json()).data.newsItem.title).toMatch(DRAFT_TITLE);
    }
  });
});
