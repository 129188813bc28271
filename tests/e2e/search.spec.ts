import { readdirSync } from 'node:fs';
import path from 'node:path';
import { E2E_DIST_DIR } from './e2e-build';
import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { SearchPage } from './pages/search-page';
import { SiteHeader } from './pages/site-header';

function cardNamesInHtml(html: string): string[] {
  return [...html.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((match) => match[1] ?? '');
}

test.describe('property search', () => {
  test('a shared URL renders its own results in the server HTML', async ({ request }) => {
    const capeTown = await request.get('/search?city=Cape+Town');
    const durban = await request.get('/search?city=Durban&category=Industrial');
    expect(capeTown.status()).toBe(200);
    expect(durban.status()).toBe(200);
    const capeTownNames = cardNamesInHtml(await capeTown.text());
    const durbanNames = cardNamesInHtml(await durban.text());
    expect(capeTownNames.length).toBeGreaterThan(0);
    expect(durbanNames.length).toBeGreaterThan(0);
    expect(capeTownNames).not.toEqual(durbanNames);
    expect(await durban.text()).toMatch(/\d+ results found\./);
  });

  test('shows six cards, the counts and the deal types', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto();
    await expect(search.cards).toHaveCount(6);
    expect(await search.foundCount()).toBeGreaterThan(6);
    await expect(search.dealType('To Let')).toHaveAttribute('aria-current', 'true');
    await expect(search.dealType('For Sale')).not.toHaveAttribute('aria-current');
  });

  test("fetches the first card's photo first only where the cards are the largest paint", async ({
    page,
    isMobile,
  }) => {
    // The priority each card photo was asked for at, as Chromium's network log has it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      if (type === 'Image' && request.url.includes('/images/properties/')) {
        priorities.set(new URL(request.url).pathname, request.initialPriority);
      }
    });
    const search = new SearchPage(page);
    await search.goto();
    const largestPaint = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const element = (list.getEntries() as LargestContentfulPaint[]).at(-1)?.element;
            const inCards = element?.closest('ul[aria-label="Properties"]') ? ' of a card' : '';
            resolve(`${element?.localName ?? 'nothing'}${inCards}`);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const firstPhoto = search.cards.first().getByRole('img').first();
    const firstPhotoPath = new URL(await firstPhoto.evaluate((img: HTMLImageElement) => img.currentSrc))
      .pathname;
    await cdp.detach();
    if (isMobile) {
      // The heading and the search's controls fill a phone's first screen: the photos wait behind them.
      expect(largestPaint).toBe('h1');
      expect(priorities.get(firstPhotoPath)).toBeDefined();
      expect([...priorities.values()].filter((priority) => /High/.test(priority))).toEqual([]);
    } else {
      expect(largestPaint).toBe('img of a card');
      expect(priorities.get(firstPhotoPath)).toBe('High');
    }
  });

  test('a filter updates the URL and results; a page change keeps the filters', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto();
    const before = await search.foundCount();
    await search.chooseOption('Property Type', /^Industrial/);
    await search.waitForUrl((url) => url.searchParams.getAll('category').includes('Industrial'));
    await expect.poll(() => search.foundCount()).toBeLessThan(before);
    const industrial = await search.foundCount();
    await expect(search.results.getByText(/Industrial · To Let/).first()).toBeVisible();

    await search.nextPage.click();
    await search.waitForUrl((url) => url.searchParams.get('page') === '2');
    expect(new URL(page.url()).searchParams.getAll('category')).toEqual(['Industrial']);
    expect(await search.foundCount()).toBe(industrial);

    await search.chooseOption('City', /^Johannesburg/);
    await search.waitForUrl((url) => url.searchParams.getAll('city').includes('Johannesburg'));
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  });

  test('choosing the deal type resets the search to its defaults', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?category=Office&page=2');
    await expect(search.dealType('For Sale')).toHaveAttribute('href', '/search?deal=ForSale');
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await search.dealType('For Sale').click();
    await search.waitForUrl((url) => url.searchParams.get('deal') === 'ForSale');
    // Followed in place by the island, not as a new document.
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    const url = new URL(page.url());
    expect(url.searchParams.get('category')).toBeNull();
    expect(url.searchParams.get('page')).toBeNull();
    await expect(search.results.getByText(/· For Sale/).first()).toBeVisible();
  });

  test('back and forward restore the state', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?city=Durban');
    const durban = await search.cardNames();
    await search.nextPage.click();
    await search.waitForUrl((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => search.cardNames()).not.toEqual(durban);
    const pageTwo = await search.cardNames();

    await page.goBack();
    await search.waitForUrl((url) => url.searchParams.get('page') === null);
    await expect.poll(() => search.cardNames()).toEqual(durban);

    await page.goForward();
    await search.waitForUrl((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => search.cardNames()).toEqual(pageTwo);
  });

  test('typing searches after a pause, and Enter searches at once', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto();
    await search.searchBox.fill('sandton');
    await search.waitForUrl((url) => url.searchParams.get('query') === 'sandton');
    await expect(search.results.getByText(/Sandton/).first()).toBeVisible();

    await search.searchFor('umhlanga');
    await search.waitForUrl((url) => url.searchParams.get('query') === 'umhlanga');
  });

  test('an empty result offers a way out', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?query=zzqqxxnothing');
    await expect(search.noResults).toBeVisible();
    await search.clearAllFilters.click();
    await search.waitForUrl((url) => url.searchParams.get('query') === null);
    await expect(search.cards).toHaveCount(6);
  });

  test('a page past the end is reset to the last page', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?city=Bloemfontein&page=400');
    await search.waitForUrl((url) => url.searchParams.get('page') !== '400');
    await expect(search.cards.first()).toBeVisible();
  });

  test('bad query strings render a normal page with the bad parts dropped', async ({ page, request }) => {
    const hostile =
      '?deal=Lease&minPrice=abc&maxGLA=-4&page=0x1f&query=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E' +
      `&category=${'x'.repeat(5000)}`;
    const response = await request.get(`/search${hostile}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('<script>window.__pwned');

    const search = new SearchPage(page);
    await search.goto(hostile);
    await expect(search.notice).toContainText('were not valid');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a failing search service shows a message while the page keeps working', async ({ page }) => {
    await page.route('**/api/search/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    const search = new SearchPage(page);
    await search.goto();
    await search.chooseOption('Property Type', /^Retail/);
    await expect(search.unavailable).toBeVisible();
    await expect(new SiteHeader(page).banner).toBeVisible();
  });

  test('soft navigation from the home page shows results', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.submitSearch();
    const search = new SearchPage(page);
    await search.waitForUrl((url) => url.pathname === '/search');
    await expect(search.cards).toHaveCount(6);
  });

  test('cards lead to their property path', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto();
    const link = search.cards.first().getByRole('link').first();
    await expect(link).toHaveAttribute('href', /^\/to-let\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });
});

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split(path.sep).join('/'),
  );
}

// What the server answers to a link is the same at every size.
test.describe('a shared search link', { tag: '@any-size' }, () => {
  test('is served from the cache under every spelling of it, and never written to disk', async ({
    request,
  }) => {
    const link = '/search?city=Durban&category=Industrial&category=Office&sort=price-asc';
    const fetchLink = async (url: string) => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      // A cached page knows no host: its links are relative, never to `http://null`.
      expect(html, url).not.toContain('//null');
      return {
        cache: response.headers()['x-nextjs-cache'],
        found: /(\d+) results? found/.exec(html)?.[1],
        cards: cardNamesInHtml(html),
      };
    };
    const first = await fetchLink(link);
    expect(Number(first.found)).toBeGreaterThan(0);
    await expect.poll(async () => (await fetchLink(link)).cache).toBe('HIT');
    // The same search in another order, with a campaign's tags and a default spelled out.
    for (const spelling of [
      '/search?utm_source=newsletter&sort=price-asc&category=Office&category=Industrial&city=Durban',
      '/search?city=Durban&category=Office&category=Industrial&sort=price-asc&deal=ToLet&page=1&fbclid=x',
    ]) {
      expect(await fetchLink(spelling), spelling).toEqual({ ...first, cache: 'HIT' });
    }
    // Search documents live in memory, within SEARCH_CACHE_ENTRIES: none is written to the build folder.
    // The build's own files for the route sit under `search/s/[state]`; a page would be `search/s/{key}`.
    const pages = filesUnder(path.join(E2E_DIST_DIR, 'server')).filter((file) =>
      /\/search\/s\/[^[]/.test(file),
    );
    expect(pages.filter((file) => !file.includes('/search/s/all'))).toEqual([]);
  });

  test("an internal document address is sent to the search's public one", async ({ request }) => {
    const response = await request.get('/search/s/city%3DDurban%26sort%3Dnewest', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers().location ?? '', 'http://x');
    expect(`${location.pathname}${location.search}`).toBe('/search?city=Durban&sort=newest');
  });
});

test.describe('property search on a phone', { tag: '@own-size' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('filters live in a panel that toggles, and the results heading is hidden', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto();
    await expect(page.getByText(/^[\d\s]+ Results$/)).toBeHidden();
    await expect(search.filters).not.toHaveAttribute('open');
    await expect(search.filter('Property Type')).toBeHidden();
    await search.showFilters.click();
    await expect(search.filters).toHaveAttribute('open');
    await expect(search.hideFilters).toBeVisible();
    await expect(search.filter('Property Type')).toBeVisible();
    await search.hideFilters.click();
    await expect(search.filter('Property Type')).toBeHidden();
    await expect(search.showFilters).toBeVisible();
  });
});

test.describe('search that tells the truth', () => {
  for (const filter of ['City', 'Suburb', 'Property Type', 'Broker']) {
    // The count is the server's, whatever the screen; choosing an option on a phone is search-filters.spec.ts's.
    test(
      `the count beside a ${filter} value is the number of results choosing it gives`,
      { tag: '@any-size' },
      async ({ page }) => {
        const search = new SearchPage(page);
        await search.goto();
        const options = (await search.optionCounts(filter)).slice(0, 2);
        expect(options.length).toBeGreaterThan(0);
        for (const { label, count } of options) {
          await search.goto();
          await search.chooseOption(
            filter,
            new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`),
          );
          await search.waitForUrl((url) => url.search.length > 1);
          await expect.poll(() => search.foundCount(), { message: `${filter}: ${label}` }).toBe(count);
        }
      },
    );
  }

  test('counts stay true in combination, on the other deal type too', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?deal=ForSale&city=Johannesburg');
    const [type] = await search.optionCounts('Property Type');
    expect(type).toBeDefined();
    await search.chooseOption('Property Type', new RegExp(`^${type?.label ?? ''} \\(`));
    await search.waitForUrl((url) => url.searchParams.has('category'));
    expect(await search.foundCount()).toBe(type?.count);
  });

  test('navigating into /search shows a loading state, never "0 results found." before the answer', async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    await page.evaluate(() => {
      (window as { __zeroSeen?: boolean }).__zeroSeen = false;
      new MutationObserver(() => {
        if (/(^|\D)0 results found\./.test(document.body.textContent ?? '')) {
          (window as { __zeroSeen?: boolean }).__zeroSeen = true;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // A slow network, so the loading state lasts long enough to be seen on a loaded runner (within
    // the search client's 5 s connect timeout).
    await page.route('**/api/search/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.continue();
    });
    await home.searchBox.fill('Sandton');
    await home.submitSearch();
    await page.waitForURL((url) => url.pathname === '/search');
    // The skeleton inside the busy results, read at one moment rather than in two steps.
    await expect(
      page.locator('[data-search-ready][aria-busy="true"]').getByTestId('results-skeleton'),
    ).toBeVisible();
    const search = new SearchPage(page);
    await search.waitUntilReady();
    await expect(search.cards.first()).toBeVisible();
    expect(await search.foundCount()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __zeroSeen?: boolean }).__zeroSeen)).toBe(false);
  });

  test('sorts by price either way, in the URL and in the server HTML', async ({ page, request }) => {
    const search = new SearchPage(page);
    await search.goto();
    // The first change wakes the search; the second comes once its answer is read. Each stays in the
    // address: nothing reads an earlier one back over it.
    await search.chooseSort('Price: low to high');
    await search.waitForUrl((url) => url.searchParams.get('sort') === 'price-asc');
    const ascending = (await search.cardPrices()).filter((price): price is number => price !== null);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await search.chooseSort('Price: high to low');
    await search.waitForSteadyUrl((url) => url.searchParams.get('sort') === 'price-desc');
    const descending = (await search.cardPrices()).filter((price): price is number => price !== null);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0] ?? 0);

    const html = await (await request.get('/search?sort=price-desc')).text();
    expect(cardNamesInHtml(html)).toEqual(await search.cardNames());
  });

  test('a new sort order keeps the filters and goes back to page 1; a bad one is dropped with a notice', async ({
    page,
  }) => {
    const search = new SearchPage(page);
    await search.goto('?city=Johannesburg&page=2');
    await search.chooseSort('Largest GLA');
    await search.waitForSteadyUrl((url) => url.searchParams.get('sort') === 'gla-desc');
    const url = new URL(page.url());
    expect(url.searchParams.get('city')).toBe('Johannesburg');
    expect(url.searchParams.get('page')).toBeNull();

    await search.goto('?sort=cheapest');
    await expect(search.notice).toContainText('sort order');
    await expect(search.sortBy).toHaveValue('relevance');
  });

  test('pages are links to their URL, followed in place', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?city=Johannesburg');
    const two = search.pageLink(2);
    await expect(two).toHaveAttribute('href', /\/search\?city=Johannesburg&page=2$/);
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await two.click();
    await search.waitForUrl((url) => url.searchParams.get('page') === '2');
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect(search.pageLink(2)).toHaveAttribute('aria-current', 'page');
  });

  test('an empty result offers the other deal type', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('?query=zzqqxxnothing');
    await page.getByRole('link', { name: 'Show properties for sale' }).click();
    await search.waitForUrl((url) => url.searchParams.get('deal') === 'ForSale');
    expect(new URL(page.url()).searchParams.get('query')).toBeNull();
    await expect(search.cards.first()).toBeVisible();
  });
});
