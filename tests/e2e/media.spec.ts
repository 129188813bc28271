import { expect, test, type Page } from './fixtures';

const VIDEO_ARTICLE = '/media/latest-news/cape-town-cbd-office-to-residential-conversions-gather-pace';
const PLAIN_ARTICLE = '/media/awards/research-team-wins-market-insight-award-2025';

async function waitUntilReady(page: Page) {
  const results = page.locator('[data-search-ready]');
  await expect(results).toHaveAttribute('data-search-ready', 'true');
  await expect(results).not.toHaveAttribute('data-search-status', /loading|stalled/);
}

async function foundCount(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+ results found\.$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

function articleCards(page: Page) {
  return page.getByRole('list', { name: 'Articles' }).locator(':scope > li');
}

test.describe('media', () => {
  test('/media shows a featured preview and three sections', async ({ page }) => {
    await page.goto('/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured' });
    await expect(featured.getByRole('article')).toHaveCount(1);
    await expect(featured.getByRole('link', { name: /^Read more: / })).toBeVisible();
    for (const [title, path] of [
      ['Latest news', '/media/latest-news'],
      ['Publications', '/media/publications'],
      ['Awards', '/media/awards'],
    ] as const) {
      const section = page.getByRole('region', { name: title });
      await expect(section.getByRole('article')).toHaveCount(3);
      await expect(section.getByRole('link', { name: `View all ${title.toLowerCase()}` })).toHaveAttribute(
        'href',
        path,
      );
    }
  });

  test('text and category search update the URL; Reset clears both', async ({ page }) => {
    await page.goto('/media/latest-news');
    await waitUntilReady(page);
    const all = await foundCount(page);
    expect(all).toBeGreaterThan(9);
    await expect(articleCards(page)).toHaveCount(9);

    const box = page.getByLabel('Search by text');
    await expect(box).toHaveAttribute('placeholder', 'eg: Finance');
    await box.fill('solar');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('query') === 'solar');
    await waitUntilReady(page);
    await expect.poll(() => foundCount(page)).toBeLessThan(all);
    expect(await foundCount(page)).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Category/ }).click();
    const solar = await foundCount(page);
    const optionName = 'Sustainability';
    const option = page.getByRole('checkbox', { name: new RegExp(`^${optionName}`) });
    await option.check();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.getAll('category').includes(optionName));
    await waitUntilReady(page);
    expect(new URL(page.url()).searchParams.get('query')).toBe('solar');
    expect(await foundCount(page)).toBeLessThanOrEqual(solar);

    const reset = page.getByRole('link', { name: 'Reset', exact: true });
    await expect(reset).toHaveAttribute('href', '/media/latest-news');
    await reset.click();
    await page.waitForURL((url) => url.search === '');
    await waitUntilReady(page);
    await expect(box).toHaveValue('');
    expect(await foundCount(page)).toBe(all);
  });

  test('the list without a search is served from the cache and links to its next page', async ({
    page,
    request,
  }) => {
    const cached = await request.get('/media/latest-news');
    expect(cached.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    await page.goto('/media/latest-news');
    await waitUntilReady(page);
    await expect(articleCards(page)).toHaveCount(9);
    const next = page.getByRole('link', { name: 'Next page' });
    await expect(next).toHaveAttribute('href', '/media/latest-news?page=2');
    await next.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await waitUntilReady(page);
    await expect(articleCards(page)).toHaveCount(Math.min(9, (await foundCount(page)) - 9));
  });

  test('page 2 keeps the filters', async ({ page }) => {
    await page.goto('/media/latest-news?category=Office&category=Industrial&category=Sustainability');
    await waitUntilReady(page);
    expect(await foundCount(page)).toBeGreaterThan(9);
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await waitUntilReady(page);
    expect(new URL(page.url()).searchParams.getAll('category')).toEqual([
      'Office',
      'Industrial',
      'Sustainability',
    ]);
    await expect(articleCards(page)).toHaveCount((await foundCount(page)) - 9);
  });

  test('a failing search service shows a clear message', async ({ page }) => {
    // The list with a search is the search island; its next search goes to the browser's client.
    await page.goto('/media/latest-news?query=solar');
    await waitUntilReady(page);
    await page.route('**/api/search/**', (route) =>
      route.fulfill({ status: 500, body: '{"message":"down"}' }),
    );
    const box = page.getByLabel('Search by text');
    await box.fill('finance');
    await box.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Articles are temporarily unavailable' }),
    ).toBeVisible({
      timeout: 15_000,
    });
  });

  test("a card's Read more opens the article", async ({ page }) => {
    await page.goto('/media/awards');
    await waitUntilReady(page);
    const more = articleCards(page)
      .first()
      .getByRole('link', { name: /^Read more: / });
    const title = ((await more.getAttribute('aria-label')) ?? '').replace(/^Read more: /, '');
    expect(title.length).toBeGreaterThan(0);
    await more.click();
    await expect(page).toHaveURL(/\/media\/awards\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('an article embeds its video only when it has one', async ({ page }) => {
    await page.goto(VIDEO_ARTICLE);
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/b7Tn-4sWq9E$/);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('title', /.+/);

    await page.goto(PLAIN_ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the author card shows on desktop and hides on phones', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(VIDEO_ARTICLE);
    const card = page.getByRole('complementary', { name: 'About the author' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(card.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:.+@.+/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card).toBeHidden();
  });

  test('unknown slugs and another section’s slug answer 404', async ({ request }) => {
    expect((await request.get('/media/latest-news/no-such-article')).status()).toBe(404);
    expect(
      (await request.get('/media/latest-news/research-team-wins-market-insight-award-2025')).status(),
    ).toBe(404);
  });

  test('an article carries NewsArticle JSON-LD and breadcrumbs', async ({ page }) => {
    await page.goto(PLAIN_ARTICLE);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const article = data.find((item) => item['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'Research team wins Market Insight Award 2025',
      datePublished: '2025-08-28T07:00:00.000Z',
      author: { '@type': 'Person' },
      publisher: { '@type': 'Organization' },
    });
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    await expect(crumbs).toHaveText([
      'Home',
      'Media',
      'Awards',
      'Research team wins Market Insight Award 2025',
    ]);
  });
});
