import { expect, test } from './fixtures';
import { ArticlePage } from './pages/article-page';
import { MediaPage } from './pages/media-page';
import { NewsListPage } from './pages/news-list-page';
import { ARTICLE_PATH } from './support/page-types';

const VIDEO_ARTICLE = '/media/latest-news/cape-town-cbd-office-to-residential-conversions-gather-pace';
const PLAIN_ARTICLE = '/media/awards/research-team-wins-market-insight-award-2025';

test.describe('media', () => {
  test('/media shows a featured preview and three sections', async ({ page }) => {
    const media = new MediaPage(page);
    await media.goto();
    await expect(media.heading).toBeVisible();
    await expect(media.featured.getByRole('article')).toHaveCount(1);
    await expect(media.featured.getByRole('link', { name: /^Read more: / })).toBeVisible();
    for (const [title, path] of [
      ['Latest news', '/media/latest-news'],
      ['Publications', '/media/publications'],
      ['Awards', '/media/awards'],
    ] as const) {
      await expect(media.section(title).getByRole('article')).toHaveCount(3);
      await expect(media.viewAll(title)).toHaveAttribute('href', path);
    }
  });

  test('text and category search update the URL; Reset clears both', async ({ page }) => {
    const news = new NewsListPage(page);
    await news.goto('/media/latest-news');
    const all = await news.foundCount();
    expect(all).toBeGreaterThan(9);
    await expect(news.cards).toHaveCount(9);

    await expect(news.searchBox).toHaveAttribute('placeholder', 'eg: Finance');
    await news.searchFor('solar');
    await news.waitForUrl((url) => url.searchParams.get('query') === 'solar');
    await expect.poll(() => news.foundCount()).toBeLessThan(all);
    expect(await news.foundCount()).toBeGreaterThan(0);

    const solar = await news.foundCount();
    const optionName = 'Sustainability';
    // The search is a new document: its dropdown closes on Escape once its scripts run (before, it
    // is the document's own <details>, which a key does not close).
    await news.waitUntilHydrated();
    await news.chooseCategory(optionName);
    await news.waitForUrl((url) => url.searchParams.getAll('category').includes(optionName));
    expect(new URL(page.url()).searchParams.get('query')).toBe('solar');
    expect(await news.foundCount()).toBeLessThanOrEqual(solar);

    await expect(news.reset).toHaveAttribute('href', '/media/latest-news');
    await news.reset.click();
    await news.waitForUrl((url) => url.search === '');
    await expect(news.searchBox).toHaveValue('');
    expect(await news.foundCount()).toBe(all);
  });

  test('the list without a search is served from the cache and links to its next page', async ({
    page,
    request,
  }) => {
    const cached = await request.get('/media/latest-news');
    expect(cached.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    const news = new NewsListPage(page);
    await news.goto('/media/latest-news');
    await expect(news.cards).toHaveCount(9);
    await expect(news.nextPage).toHaveAttribute('href', '/media/latest-news?page=2');
    await news.nextPage.click();
    await news.waitForUrl((url) => url.searchParams.get('page') === '2');
    await expect(news.cards).toHaveCount(Math.min(9, (await news.foundCount()) - 9));
  });

  test('page 2 keeps the filters', async ({ page }) => {
    const news = new NewsListPage(page);
    await news.goto('/media/latest-news?category=Office&category=Industrial&category=Sustainability');
    expect(await news.foundCount()).toBeGreaterThan(9);
    await news.nextPage.click();
    await news.waitForUrl((url) => url.searchParams.get('page') === '2');
    expect(new URL(page.url()).searchParams.getAll('category')).toEqual([
      'Office',
      'Industrial',
      'Sustainability',
    ]);
    await expect(news.cards).toHaveCount((await news.foundCount()) - 9);
  });

  test('a search is answered in its document, not by a search from the browser', async ({ page }) => {
    // Each search of a list is a page the server renders (and caches); a failing search service is
    // that page's error state (resilience.spec.ts).
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/search')) searches.push(request.url());
    });
    const news = new NewsListPage(page);
    await news.goto('/media/latest-news?query=solar');
    const solar = await news.foundCount();
    await news.searchFor('office');
    await news.waitForUrl((url) => url.searchParams.get('query') === 'office');
    await expect(news.searchBox).toHaveValue('office');
    await expect(news.cards.first()).toBeVisible();
    expect(await news.foundCount()).not.toBe(solar);
    expect(searches).toEqual([]);
  });

  test('Back from an article opened on page 2 of a search lands on page 2, adding no history', async ({
    page,
  }) => {
    test.slow();
    const news = new NewsListPage(page);
    const article = new ArticlePage(page);
    await news.goto('/media/latest-news');
    await news.searchFor('office');
    await news.waitForUrl((url) => url.searchParams.get('query') === 'office');
    expect(await news.foundCount()).toBeGreaterThan(9);
    await news.waitUntilHydrated();
    await news.pageLink(2).click();
    const pageTwo = (url: URL) =>
      url.searchParams.get('query') === 'office' && url.searchParams.get('page') === '2';
    await news.waitForUrl(pageTwo);
    const titles = await news.cards.getByRole('heading').allTextContents();
    const entries = await page.evaluate(() => history.length);

    const title = ((await news.readMore(0).getAttribute('aria-label')) ?? '').replace(/^Read more: /, '');
    await news.readMore(0).click();
    await expect(article.heading).toHaveText(title);
    await page.goBack();
    await news.waitForSteadyUrl(pageTwo);
    await expect(news.cards.getByRole('heading')).toHaveText(titles);
    // The article is still ahead of this entry, and no entry was added: Forward opens it again.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goForward();
    await expect(article.heading).toHaveText(title);
    await page.goBack();
    await news.waitForSteadyUrl(pageTwo);
    await page.goBack();
    await news.waitForSteadyUrl(
      (url) => url.searchParams.get('query') === 'office' && !url.searchParams.has('page'),
    );
  });

  test("a card's Read more opens the article", async ({ page }) => {
    const news = new NewsListPage(page);
    await news.goto('/media/awards');
    const more = news.readMore();
    const title = ((await more.getAttribute('aria-label')) ?? '').replace(/^Read more: /, '');
    expect(title.length).toBeGreaterThan(0);
    await more.click();
    await expect(page).toHaveURL(/\/media\/awards\/[^/]+$/);
    await expect(new ArticlePage(page).heading).toHaveText(title);
  });

  test('an article shows its video as a still until play is pressed, and only then asks YouTube', async ({
    page,
  }) => {
    const youTube: string[] = [];
    page.on('request', (request) => {
      if (
        /(^|\.)(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com)$/.test(new URL(request.url()).hostname)
      )
        youTube.push(request.url());
    });
    const article = new ArticlePage(page);
    await article.goto(VIDEO_ARTICLE);
    await expect(article.playVideo).toHaveAttribute('href', 'https://www.youtube.com/watch?v=b7Tn-4sWq9E');
    await expect(article.playVideo.locator('img')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await page.content()).not.toMatch(/youtube-nocookie|ytimg/);
    expect(youTube).toEqual([]);

    await article.pressPlay();
    await expect(article.videoPlayer).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/b7Tn-4sWq9E?autoplay=1',
    );
    await expect(article.playVideo).toHaveCount(0);
    // The player, from the privacy-enhanced host alone: nothing here reaches YouTube (requests fail
    // at name resolution), but the browser asked, so the policy let it.
    await expect
      .poll(() => youTube)
      .toContain('https://www.youtube-nocookie.com/embed/b7Tn-4sWq9E?autoplay=1');
    expect(youTube.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${VIDEO_ARTICLE}$`));

    await article.goto(PLAIN_ARTICLE);
    await expect(article.heading).toBeVisible();
    await expect(article.playVideo).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the author card shows on desktop and hides on phones', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const article = new ArticlePage(page);
    await article.goto(VIDEO_ARTICLE);
    await expect(article.author).toBeVisible();
    await expect(article.callAuthor).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(article.emailAuthor).toHaveAttribute('href', /^mailto:.+@.+/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(article.author).toBeHidden();
  });

  test("the breadcrumb keeps each '›' on the line of the crumb it leads to", async ({ page }) => {
    const article = new ArticlePage(page);
    await article.goto(ARTICLE_PATH);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveCount(4);
    // How far below the top of its item (where its '›' is drawn) each crumb's link starts.
    const drops = await crumbs.evaluateAll((items) =>
      items.slice(1).map((item) => {
        const link = item.querySelector('a')?.getClientRects()[0];
        return link ? link.top - item.getBoundingClientRect().top : Number.NaN;
      }),
    );
    expect(drops).toHaveLength(3);
    for (const drop of drops) expect(drop).toBeLessThan(8);
  });

  test('unknown slugs and another section’s slug answer 404', async ({ request }) => {
    expect((await request.get('/media/latest-news/no-such-article')).status()).toBe(404);
    expect(
      (await request.get('/media/latest-news/research-team-wins-market-insight-award-2025')).status(),
    ).toBe(404);
  });

  test('an article carries NewsArticle JSON-LD and breadcrumbs', async ({ page }) => {
    const article = new ArticlePage(page);
    await article.goto(PLAIN_ARTICLE);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const newsArticle = data.find((item) => item['@type'] === 'NewsArticle');
    expect(newsArticle).toMatchObject({
      headline: 'Research team wins Market Insight Award 2025',
      datePublished: '2025-08-28T07:00:00.000Z',
      author: { '@type': 'Person' },
      publisher: { '@type': 'Organization' },
    });
    await expect(article.breadcrumbLinks).toHaveText([
      'Home',
      'Media',
      'Awards',
      'Research team wins Market Insight Award 2025',
    ]);
  });
});
