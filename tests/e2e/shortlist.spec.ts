import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, type Page } from './fixtures';
import { PropertyPage } from './pages/property-page';
import { ResultsMap } from './pages/results-map';
import { SearchPage } from './pages/search-page';
import { ShortlistPage, shortlistCountLink, shortlistToggle } from './pages/shortlist-page';
import { ACCEPT_ALL, rememberConsent } from './support/consent';
import { press } from './support/pointer';
import { readSearchDocument, searchDocumentKey } from '@/lib/search/search-document';
import { captureShareSheet, sharedUrl } from './support/share-sheet';
import { FONT_STORAGE_KEY } from '@/lib/rendering/font-from-cache';

/** SPEC §9's price line: per m² to let, "from" over several units, or POA. */
const PRICE_LINE = /^(from )?R[\d ]+\.\d{2} per m²$|^POA$/;

async function gaEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__analyticsEvents ?? []).flatMap((event) => event.event ?? []));
}

test.describe('shortlist and compare', () => {
  test('shortlist three from search and one from its page, compare, remove, reload, share and open the link elsewhere', async ({
    page,
    browser,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    // A visitor who allowed analytics on an earlier visit: the shortlist's events are counted.
    await rememberConsent(page, ACCEPT_ALL);
    await page.addInitScript(() => {
      window.__analyticsTestMode = true;
    });
    await captureShareSheet(page);

    // Three from the search results' cards.
    const search = new SearchPage(page);
    await search.goto();
    await search.waitUntilHydrated();
    const cards = search.cards;
    await expect(cards.nth(3)).toBeVisible();
    const names = await search.cardNames();
    const [first = '', second = '', third = '', fourth = ''] = names;
    for (const name of [first, second, third]) {
      const toggle = shortlistToggle(search.results, name);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await press(toggle, isMobile);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(shortlistCountLink(page)).toHaveAccessibleName('Shortlist 3');
    await expect(
      page.getByRole('status').filter({ hasText: `“${third}” is on your shortlist (3 of 12).` }),
    ).toBeVisible();

    // One from its own page, by keyboard.
    const href = await cards.nth(3).getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
    await new PropertyPage(page).goto(href ?? '/');
    const pageToggle = shortlistToggle(page.getByRole('main'), fourth).first();
    await pageToggle.focus();
    await page.keyboard.press('Space');
    await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(shortlistCountLink(page)).toHaveAccessibleName('Shortlist 4');

    // The header's count leads to the shortlist: four cards, compared side by side.
    await shortlistCountLink(page).click();
    await expect(page).toHaveURL(/\/shortlist$/);
    const shortlist = new ShortlistPage(page);
    await shortlist.waitForCards(4);
    expect(await shortlist.cardNames()).toEqual([first, second, third, fourth]);
    await shortlist.waitUntilHydrated();
    await press(shortlist.showCompare, isMobile);
    await expect(shortlist.comparison).toBeVisible();
    expect(await shortlist.comparedNames()).toEqual([first, second, third, fourth]);
    const deal = await shortlist.fact('Deal');
    expect(deal).toEqual({ values: ['To Let', 'To Let', 'To Let', 'To Let'], same: true });
    const price = await shortlist.fact('Price');
    expect(price.values).toHaveLength(4);
    for (const value of price.values) expect(value).toMatch(PRICE_LINE);
    for (const label of ['Category', 'Suburb and city', 'GLA', 'Units available', 'Broker']) {
      const fact = await shortlist.fact(label);
      expect(fact.values, label).toHaveLength(4);
      for (const value of fact.values) expect(value, label).not.toBe('');
    }

    // Remove the fourth; the list survives a reload.
    await press(shortlist.showCards, isMobile);
    await press(shortlist.remove(fourth), isMobile);
    await expect(shortlist.cards).toHaveCount(3);
    await expect(shortlistCountLink(page)).toHaveAccessibleName('Shortlist 3');
    // This document's events (it came by a soft navigation from the property page).
    await expect
      .poll(() => gaEvents(page))
      .toEqual(expect.arrayContaining(['shortlist_add', 'shortlist_compare', 'shortlist_remove']));
    await page.reload();
    await shortlist.waitForCards(3);
    expect(await shortlist.cardNames()).toEqual([first, second, third]);

    // Share: a link with the ids in its path.
    await shortlist.waitUntilHydrated();
    await press(shortlist.share, isMobile);
    const link = new URL(await sharedUrl(page));
    expect(link.pathname).toMatch(/^\/shortlist\/[a-z]+-?\d+(,[a-z]+-?\d+){2}$/);
    expect(link.search).toBe('');
    await expect.poll(() => gaEvents(page)).toContain('shortlist_share');

    // Opened in a browser with nothing stored: the same three, compared, with an offer to keep them.
    const elsewhere = await browser.newContext({
      viewport: page.viewportSize(),
      isMobile,
      hasTouch: isMobile,
    });
    try {
      const other = await elsewhere.newPage();
      await other.goto(link.pathname);
      const shared = new ShortlistPage(other);
      await expect(shared.heading).toHaveText('A shared shortlist');
      await expect(shared.comparison).toBeVisible();
      expect(await shared.comparedNames()).toEqual([first, second, third]);
      await expect(shortlistCountLink(other)).toHaveAccessibleName('Shortlist');
      await shared.waitUntilHydrated();
      await press(shared.saveToMine, isMobile);
      await expect(shortlistCountLink(other)).toHaveAccessibleName('Shortlist 3');
      await expect(other.getByText('Every listing here is on your shortlist.')).toBeVisible();
      await other.goto('/shortlist');
      await shared.waitForCards(3);
    } finally {
      await elsewhere.close();
    }
  });

  test('a press before the page’s scripts arrive is kept, shown and counted', async ({ page, isMobile }) => {
    // The scripts never arrive: only the server's HTML and its tap keeper are there.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/search', { waitUntil: 'domcontentloaded' });
    const search = new SearchPage(page);
    const [name = ''] = await search.cardNames();
    const toggle = shortlistToggle(search.results, name);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await press(toggle, isMobile);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(shortlistCountLink(page)).toHaveAccessibleName('Shortlist 1');
    await page.unroute('**/_next/static/**/*.js');
    const shortlist = new ShortlistPage(page);
    await shortlist.goto();
    await shortlist.waitForCards(1);
    expect(await shortlist.cardNames()).toEqual([name]);
  });

  test('a pin’s card on the results map shortlists its property, and shows it shortlisted when opened again', async ({
    page,
    isMobile,
  }) => {
    // MapLibre loads and draws on a loaded 2-core runner: slower than a test's default.
    test.setTimeout(90_000);
    const search = new SearchPage(page);
    const map = new ResultsMap(page);
    // Sandton CBD's business node, a few blocks each way: north,east,south,west.
    await search.goto('?view=map&area=-26.095,28.07,-26.12,28.045');
    await map.pinCount();
    const pin = map.pins.first();
    const name = ((await pin.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
    await pin.click();
    const card = page.locator('.maplibregl-popup');
    const toggle = shortlistToggle(card, name);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await press(toggle, isMobile);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(shortlistCountLink(page)).toHaveAccessibleName('Shortlist 1');
    // Opened again, the card shows what the shortlist holds; a second press takes it off.
    await card.getByRole('button', { name: /close/i }).click();
    await expect(card).toHaveCount(0);
    await pin.click();
    await expect(shortlistToggle(card, name)).toHaveAttribute('aria-pressed', 'true');
    await press(shortlistToggle(card, name), isMobile);
    await expect(shortlistToggle(card, name)).toHaveAttribute('aria-pressed', 'false');
    await expect(shortlistCountLink(page)).toHaveAccessibleName('Shortlist');
  });

  test('an empty shortlist says how to fill it', async ({ page }) => {
    const shortlist = new ShortlistPage(page);
    await shortlist.goto();
    await expect(shortlist.empty).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search properties' })).toHaveAttribute('href', '/search');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('before its scripts arrive, the page shows at once whether the list is empty, and nothing moves after', async ({
    page,
  }) => {
    const shortlist = new ShortlistPage(page);
    const skeleton = page.getByTestId('results-skeleton');
    const emptyBox = () => shortlist.empty.boundingBox();
    // Every document of the test in the system face: the font is used only by a document that finds
    // its note (FONT_STORAGE_KEY), written a moment after a load, so two loads could differ in face.
    await page.addInitScript((key) => localStorage.removeItem(key), FONT_STORAGE_KEY);
    // The scripts never arrive: only the server's HTML and the header's tap keeper are there.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/shortlist', { waitUntil: 'domcontentloaded' });
    await expect(shortlist.empty).toBeVisible();
    await expect(skeleton).toBeHidden();
    const before = await emptyBox();

    await page.evaluate(() =>
      localStorage.setItem('shortlist.v1', JSON.stringify([{ id: 'rc-10001', name: 'Katherine Towers' }])),
    );
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(skeleton).toBeVisible();
    await expect(shortlist.empty).toBeHidden();

    // With the scripts: the empty list's message stays where the HTML put it.
    await page.evaluate(() => localStorage.clear());
    await page.unroute('**/_next/static/**/*.js');
    await page.reload();
    await expect(page.locator('html[data-shortlist-live]')).toBeAttached();
    await expect(shortlist.empty).toBeVisible();
    expect(await emptyBox()).toEqual(before);
  });

  test('a listing that no longer exists says so and can be removed', async ({ page }) => {
    await page.addInitScript(() => {
      if (localStorage.getItem('shortlist.v1') === null)
        localStorage.setItem('shortlist.v1', JSON.stringify([{ id: 'rc-99999999', name: 'Gone Park' }]));
    });
    const shortlist = new ShortlistPage(page);
    await shortlist.goto();
    await expect(page.getByText('“Gone Park”')).toBeVisible();
    await expect(page.getByText(/no longer available/)).toBeVisible();
    await shortlist.waitUntilHydrated();
    await shortlist.remove('Gone Park').click();
    await expect(shortlist.empty).toBeVisible();
  });
});

test.describe('shared shortlist links', () => {
  test(
    'made-up, malformed and over-long id lists answer 404 with the not-found page',
    { tag: '@any-size' },
    async ({ request }) => {
      const thirteen = Array.from({ length: 13 }, (_, index) => `rc-${10001 + index}`).join(',');
      for (const path of [
        '/shortlist/rc-99999999',
        '/shortlist/rc-99999999,rc-99999998.g01',
        '/shortlist/hello-world',
        '/shortlist/rc-10001,,rc-10002',
        `/shortlist/${thirteen}`,
        `/shortlist/${'rc-1,'.repeat(300)}rc-2`,
        '/shortlist/%3Cscript%3E',
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        // The site's not-found page, in the HTML itself: read before any script, and by a crawler.
        const html = await response.text();
        expect(html, path).not.toContain('id="__next_error__"');
        expect(html, path).toMatch(/<h1[^>]*>We couldn(’|&#x2019;)t find that page<\/h1>/);
        expect(html, path).toMatch(/<a [^>]*href="\/search"[^>]*>Search properties<\/a>/);
      }
      for (const path of [
        '/og/shortlist/rc-99999999',
        '/og/shortlist/hello',
        '/og/search/not%3Dcanonical%26x',
      ]) {
        expect((await request.get(path)).status(), path).toBe(404);
      }
      expect((await request.get('/api/shortlist/hello')).status()).toBe(400);
    },
  );

  test(
    'other spellings of a list redirect to the one the site writes',
    { tag: '@any-size' },
    async ({ request }) => {
      const response = await request.get('/shortlist/RC-99999999,rc-99999999', { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/shortlist/rc-99999999');
    },
  );
});

/** Text of an attribute as the browser reads it (the cache writes characters past U+00FF as references). */
function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The og:image of a page, fetched and measured. */
async function previewOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const meta = (property: string) =>
    decodeEntities(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '');
  const imageUrl = meta('og:image');
  expect(imageUrl, `og:image of ${path}`).not.toBe('');
  const image = await request.get(new URL(imageUrl).pathname + new URL(imageUrl).search);
  expect(image.status(), imageUrl).toBe(200);
  const body = await image.body();
  const { width, height, format } = await sharp(body).metadata();
  return {
    title: meta('og:title'),
    description: meta('og:description'),
    contentType: image.headers()['content-type'],
    bytes: body.byteLength,
    width,
    height,
    format,
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

test.describe('link previews', () => {
  test(
    'a shared search, a shortlist and a landing page each preview what they hold',
    { tag: '@any-size' },
    async ({ request }) => {
      test.setTimeout(90_000);
      const search = await previewOf(request, '/search?category=Office&city=Johannesburg');
      expect(search.title).toMatch(/^\d+ offices to let in Johannesburg · from R[\d ]+\.\d{2} per m²$/);
      expect(search.description.startsWith(search.title)).toBe(true);

      const html = await (await request.get('/search?city=Durban')).text();
      const ids = [...html.matchAll(/data-shortlist-id="([^"]+)"/g)].map((match) => match[1]).slice(0, 3);
      expect(ids).toHaveLength(3);
      const shortlist = await previewOf(request, `/shortlist/${ids.join(',')}`);
      expect(shortlist.title).toMatch(/^A shortlist of 3 listings to let in .+/);
      expect(shortlist.robots).toContain('noindex');

      const landing = await previewOf(request, '/to-let/office/johannesburg');
      expect(landing.title).toMatch(/^\d+ offices to let in Johannesburg · from R/);

      for (const preview of [search, shortlist, landing]) {
        expect(preview).toMatchObject({
          contentType: 'image/jpeg',
          format: 'jpeg',
          width: 1200,
          height: 630,
        });
        // WhatsApp shows no preview for a larger image.
        expect(preview.bytes).toBeLessThanOrEqual(300 * 1024);
      }
    },
  );

  test(
    'a search with typed text or an unknown city previews as the site’s generic card, quoting none of it',
    { tag: '@any-size' },
    async ({ request }) => {
      const generic = await (await request.get('/og/card')).body();
      expect((await sharp(generic).metadata()).format).toBe('jpeg');
      for (const [search, typed] of [
        ['city=Durban&query=zzzz', 'zzzz'],
        ['city=Durban&query=Win+R5000+call+0800123456', '0800123456'],
        ['city=Win_R5000_call_0800123456', '0800123456'],
      ] as const) {
        const html = await (await request.get(`/search?${search}`)).text();
        const tags = [
          ...html.matchAll(/<meta (?:property|name)="(?:og|twitter):[^"]*" content="([^"]*)"/g),
        ].map(([, content]) => decodeEntities(content ?? ''));
        expect(tags.length, search).toBeGreaterThan(4);
        for (const content of tags) expect(content, search).not.toContain(typed);
        const meta = (property: string) =>
          decodeEntities(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '');
        expect(meta('og:title'), search).toBe(
          'Offices, industrial and retail space to let and for sale across South Africa',
        );
        expect(new URL(meta('og:image')).pathname, search).toBe('/og/card');
        // The preview route of the state itself, asked directly, draws nothing of it either.
        const key = searchDocumentKey(readSearchDocument(new URLSearchParams(search)));
        const own = await request.get(`/og/search/${encodeURIComponent(key)}`);
        expect(own.status(), search).toBe(200);
        expect(own.headers()['content-type'], search).toBe('image/jpeg');
        expect(own.headers()['cache-control'], search).toBe('no-store');
        expect(Buffer.compare(await own.body(), generic), search).toBe(0);
      }
    },
  );

  test('a shortlist’s picks in any order share one preview', { tag: '@any-size' }, async ({ request }) => {
    const html = await (await request.get('/search?city=Durban')).text();
    const ids = [
      ...new Set([...html.matchAll(/data-shortlist-id="([^"]+)"/g)].map((match) => match[1] ?? '')),
    ];
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const picks = ids.slice(0, 3);
    const image = (page: string) => /<meta property="og:image" content="([^"]*)"/.exec(page)?.[1];
    const images = new Set<string | undefined>();
    for (const order of [picks, [...picks].reverse(), [picks[1], picks[2], picks[0]]]) {
      images.add(image(await (await request.get(`/shortlist/${order.join(',')}`)).text()));
    }
    expect(images.size).toBe(1);
    const sorted = [...picks].sort().join(',');
    expect(new URL([...images][0] ?? '').pathname).toBe(`/og/shortlist/${sorted}`);
    const reversed = await request.get(`/og/shortlist/${[...picks].reverse().join(',')}`, {
      maxRedirects: 0,
    });
    expect(reversed.status()).toBe(308);
    expect(reversed.headers().location).toBe(`/og/shortlist/${sorted}`);
  });

  test('another spelling of a search shares its preview', { tag: '@any-size' }, async ({ request }) => {
    const a = await (await request.get('/search?city=Durban&category=Office')).text();
    const b = await (await request.get('/search?category=Office&utm_source=x&city=Durban')).text();
    const image = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
    expect(image(a)).toBeTruthy();
    expect(image(b)).toBe(image(a));
  });
});
