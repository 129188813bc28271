import { E2E_ORIGIN } from './e2e-build';
import { expect, test as base, type Page } from './fixtures';
import { HomePage } from './pages/home-page';
import { NewsListPage } from './pages/news-list-page';
import { PropertyPage } from './pages/property-page';
import { SearchPage, type CardFigures, type SearchSnapshot } from './pages/search-page';
import { press } from './support/pointer';

/*
 * Issue 24: every URL parameter filters the server render as it filters the hydrated page, by
 * every road in; a card's figures (price line, GLA, units) respect the filters and the sorts; an
 * option's name, count and box each toggle it; every type the hero offers finds results.
 */

type FilterState = Array<[key: string, value: string]>;

/** Stands for a real value: the first option of the parameter's dropdown on the unfiltered page. */
const FIRST_OPTION = '*';

/**
 * Each parameter of SPEC §2 alone, then combinations, in the canonical order of the query
 * string (lib/search/state/url-state.ts), so the hydrated page keeps the URL exactly as loaded.
 */
const FILTER_STATES: FilterState[] = [
  [['query', 'Sandton']],
  [['deal', 'ForSale']],
  [['category', 'Mixed Use']],
  [['city', 'Durban']],
  [['suburb', FIRST_OPTION]],
  [['minPrice', '150']],
  [['maxPrice', '50']],
  [['minGLA', '2000']],
  [['maxGLA', '100']],
  [['broker', FIRST_OPTION]],
  [['sort', 'price-asc']],
  [['page', '2']],
  [
    ['category', 'Office'],
    ['city', 'Cape Town'],
    ['minPrice', '150'],
    ['sort', 'price-asc'],
  ],
  [
    ['minGLA', '500'],
    ['sort', 'gla-desc'],
  ],
  [
    ['minPrice', '60'],
    ['sort', 'price-desc'],
  ],
  [
    ['deal', 'ForSale'],
    ['maxPrice', '30000000'],
    ['sort', 'price-desc'],
  ],
  [
    ['category', 'Industrial'],
    ['minGLA', '200'],
    ['maxGLA', '1000'],
  ],
];

/** The parameters that narrow the results; `deal` picks another list, `sort` and `page` only order and page it. */
const NARROWING = new Set([
  'query',
  'category',
  'city',
  'suburb',
  'minPrice',
  'maxPrice',
  'minGLA',
  'maxGLA',
  'broker',
]);

/** The unit filters under which "Price: high to low" is in order page by page rather than across pages. */
const PAGE_ORDERED = new Set(['minPrice', 'minGLA', 'maxGLA', 'category', 'broker']);

/** The dropdowns of /search and the parameter each sets. */
const SEARCH_FILTERS = [
  { filter: 'City', key: 'city' },
  { filter: 'Suburb', key: 'suburb' },
  { filter: 'Property Type', key: 'category' },
  { filter: 'Broker', key: 'broker' },
] as const;

/** An unfiltered list as the server renders it: its count and the first option of each dropdown. */
interface Unfiltered {
  count: number;
  firstOptions: Record<string, string | undefined>;
}

/** The unfiltered lists of both deal types, read once per worker from their dropdowns. */
const test = base.extend<object, { unfiltered: Record<'ToLet' | 'ForSale', Unfiltered> }>({
  unfiltered: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const search = new SearchPage(await context.newPage());
      await withoutPictures(search.page);
      const read = async (path: string): Promise<Unfiltered> => {
        await search.page.goto(`${E2E_ORIGIN}${path}`);
        await search.waitUntilHydrated();
        await search.waitUntilReady();
        const firstOptions: Record<string, string | undefined> = {};
        for (const { filter, key } of SEARCH_FILTERS) {
          firstOptions[key] = (await search.multiSelect(filter).options())[0]?.label;
          await search.page.keyboard.press('Escape');
        }
        return { count: (await search.snapshot()).count ?? 0, firstOptions };
      };
      const lists = { ToLet: await read('/search'), ForSale: await read('/search?deal=ForSale') };
      await context.close();
      await provide(lists);
    },
    { scope: 'worker' },
  ],
});

/** What /search shows on one page of a search. */
interface PageReading extends SearchSnapshot {
  page: number;
}

/**
 * Pictures play no part in what these tests read, and each is resized on request: refusing them
 * keeps a 2-core runner on the searches.
 */
async function withoutPictures(page: Page) {
  await page.route(/\/(images|_next\/image)\//, (route) => route.abort('blockedbyclient'));
}

/** The rand figure of a price line ('from R1 250.00 per m²' → 1250); null for POA, NaN for anything else. */
function randOf(price: string): number | null {
  if (price === 'POA') return null;
  const match = /^(?:from )?R([\d ]+\.\d{2})(?: per m²)?$/.exec(price);
  return match ? Number((match[1] ?? '').replace(/ /g, '')) : Number.NaN;
}

/** The figures of a card's GLA ('120 – 450 m²', or '1 250 m²' for both ends); NaN when unreadable. */
function glaOf(gla: string): { low: number; high: number } {
  const match = /^([\d ]+?)(?: – ([\d ]+))? m²$/.exec(gla);
  const number = (text: string | undefined) => (text ? Number(text.replace(/ /g, '')) : Number.NaN);
  return { low: number(match?.[1]), high: number(match?.[2] ?? match?.[1]) };
}

function describe(card: CardFigures): string {
  return `${card.name} (${card.price}; ${card.gla}; ${card.units})`;
}

function searchPath(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

function stateOf(state: FilterState, unfiltered: Unfiltered): URLSearchParams {
  return new URLSearchParams(
    state.map(([key, value]) => [key, value === FIRST_OPTION ? (unfiltered.firstOptions[key] ?? '') : value]),
  );
}

/** Reads the page the browser shows: as served, or once hydrated and settled. */
async function read(search: SearchPage, hydrated: boolean): Promise<SearchSnapshot> {
  if (hydrated) return search.waitUntilSettled();
  await search.waitUntilReady();
  return search.snapshot();
}

/**
 * Loads a search and reads it. Without script, under a sort, also page 2 (by its link) and the
 * last page, where unpriced (POA) cards must be and where a wrong order shows most; following a
 * page link in place is search.spec.ts's.
 */
async function readPages(
  search: SearchPage,
  params: URLSearchParams,
  hydrated: boolean,
): Promise<PageReading[]> {
  const path = searchPath(params);
  await search.page.goto(path, { waitUntil: 'domcontentloaded' });
  const first = await read(search, hydrated);
  // The page keeps the state it was given, rather than quietly answering another.
  expect(new URL(search.page.url()).search).toBe(new URL(path, E2E_ORIGIN).search);
  const readings: PageReading[] = [{ page: Number(params.get('page') ?? '1'), ...first }];
  if (hydrated || !params.has('sort') || params.has('page')) return readings;

  const last = Math.ceil((first.count ?? 0) / Math.max(first.cards.length, 1));
  expect(last, 'a sorted search to check spans more than two pages').toBeGreaterThan(2);
  await search.nextPage.click();
  await search.page.waitForURL((url) => url.searchParams.get('page') === '2');
  readings.push({ page: 2, ...(await read(search, hydrated)) });
  const lastPage = new URLSearchParams(params);
  lastPage.set('page', String(last));
  await search.page.goto(searchPath(lastPage), { waitUntil: 'domcontentloaded' });
  readings.push({ page: last, ...(await read(search, hydrated)) });
  return readings;
}

/** What in these cards contradicts the search: each card against the filters, and their order under a sort. */
function contradictions(cards: CardFigures[], params: URLSearchParams): string[] {
  const problems: string[] = [];
  const number = (key: string) => (params.has(key) ? Number(params.get(key)) : null);
  const minPrice = number('minPrice');
  const maxPrice = number('maxPrice');
  const minGla = number('minGLA');
  const maxGla = number('maxGLA');
  const forSale = params.get('deal') === 'ForSale';
  const cities = params.getAll('city');
  const suburbs = params.getAll('suburb');
  for (const card of cards) {
    const price = randOf(card.price);
    const gla = glaOf(card.gla);
    const what = describe(card);
    if (Number.isNaN(price) || Number.isNaN(gla.high)) problems.push(`${what}: unreadable figures`);
    if (!/^[1-9]\d* units?$/.test(card.units)) problems.push(`${what}: unreadable unit count`);
    if (!card.label.endsWith(forSale ? ' · For Sale' : ' · To Let')) problems.push(`${what}: ${card.label}`);
    if (price !== null && forSale === card.price.endsWith(' per m²')) problems.push(`${what}: price unit`);
    if ((minPrice !== null || maxPrice !== null) && price === null)
      problems.push(`${what}: POA under a price filter`);
    if (minPrice !== null && price !== null && price < minPrice) problems.push(`${what}: below minPrice`);
    if (maxPrice !== null && price !== null && price > maxPrice) problems.push(`${what}: above maxPrice`);
    if (minGla !== null && gla.high < minGla) problems.push(`${what}: GLA below minGLA`);
    if (maxGla !== null && gla.low > maxGla) problems.push(`${what}: GLA above maxGLA`);
    if (cities.length > 0 && !cities.some((city) => card.location.endsWith(city))) {
      problems.push(`${what}: in ${card.location}`);
    }
    if (suburbs.length > 0 && !suburbs.some((suburb) => card.location.startsWith(`${suburb},`))) {
      problems.push(`${what}: in ${card.location}`);
    }
  }

  const sort = params.get('sort');
  cards.forEach((card, index) => {
    const previous = cards[index - 1];
    if (!previous) return;
    const before = randOf(previous.price);
    const after = randOf(card.price);
    const pair = `${describe(previous)} then ${describe(card)}`;
    const priced = before !== null && after !== null;
    if (sort?.startsWith('price-') && before === null && after !== null) problems.push(`POA first: ${pair}`);
    if (sort === 'price-asc' && priced && after < before) problems.push(`not low to high: ${pair}`);
    if (sort === 'price-desc' && priced && after > before) problems.push(`not high to low: ${pair}`);
    if (sort === 'gla-desc' && glaOf(card.gla).high > glaOf(previous.gla).high) {
      problems.push(`not largest first: ${pair}`);
    }
  });
  return problems;
}

/**
 * What the server renders for a URL does not depend on the screen: the phone project checks a
 * price, a size and a combined search, the desktop one every state (playwright.config.ts).
 */
const ON_PHONES = new Set([
  'minPrice=150',
  'maxGLA=100',
  'category=Office&city=Cape Town&minPrice=150&sort=price-asc',
]);

test.describe('every filter parameter, without script and hydrated', () => {
  for (const state of FILTER_STATES) {
    const title = state.map(([key, value]) => `${key}=${value}`).join('&');
    test(
      title,
      { tag: ON_PHONES.has(title) ? [] : ['@any-size'] },
      async ({ page, noScriptPage, unfiltered }) => {
        // Under a sort it reads three pages each way.
        test.slow(state.some(([key]) => key === 'sort'));
        await withoutPictures(page);
        await withoutPictures(noScriptPage);
        const list =
          unfiltered[
            state.some(([key, value]) => key === 'deal' && value === 'ForSale') ? 'ForSale' : 'ToLet'
          ];
        expect(list.count).toBeGreaterThan(12);
        const params = stateOf(state, list);
        expect([...params.values()], 'a real value for each parameter').not.toContain('');

        const server = await readPages(new SearchPage(noScriptPage), params, false);
        const hydrated = await readPages(new SearchPage(page), params, true);
        expect(hydrated, 'the hydrated page shows what the server sent').toEqual(server.slice(0, 1));

        expect(new Set(server.map((reading) => reading.count)).size, 'one count on every page').toBe(1);
        const count = server[0]?.count ?? 0;
        expect(server[0]?.cards.length).toBeGreaterThan(0);
        // A narrowing filter gives fewer results than none; sorting and paging keep them all.
        const narrows = state.some(([key]) => NARROWING.has(key));
        const relation = count < list.count ? 'fewer' : count === list.count ? 'all' : 'more';
        expect(relation, `${count} results of ${list.count}`).toBe(narrows ? 'fewer' : 'all');
        // "High to low" under a filter that can leave out a property's cheapest units ranks the
        // property by its own "from" price and orders each page by its cards' (lib/search/sort.ts):
        // its order holds page by page; every other order holds across the pages too.
        const pageByPage =
          params.get('sort') === 'price-desc' && [...params.keys()].some((key) => PAGE_ORDERED.has(key));
        const runs = pageByPage
          ? server.map((reading) => reading.cards)
          : [server.flatMap((reading) => reading.cards)];
        expect(runs.flatMap((cards) => contradictions(cards, params))).toEqual([]);
      },
    );
  }
});

/** States the hero can set, and how: its fields, then on /search the sort (a type, a price and a size at once). */
const ROADS: Array<{
  title: string;
  state: FilterState;
  sort?: string;
  fill: (home: HomePage, touch: boolean) => Promise<void>;
}> = [
  {
    title: 'a combination with a sort',
    state: [
      ['category', 'Office'],
      ['minPrice', '150'],
      ['minGLA', '500'],
      ['sort', 'price-asc'],
    ],
    sort: 'Price: low to high',
    fill: async (home, touch) => {
      await press(home.propertyTypes.trigger, touch);
      await press(home.propertyTypes.name('Office'), touch);
      await expect(home.propertyTypes.checkbox('Office')).toBeChecked();
      await home.page.keyboard.press('Escape');
      await home.minPrice.fill('150');
      await home.minGla.fill('500');
    },
  },
];

test.describe('the same answer by every road', () => {
  for (const road of ROADS) {
    test(`${road.title}: server HTML, hydrated load, the hero, Back and Forward`, async ({
      page,
      noScriptPage,
      hasTouch,
    }) => {
      test.slow();
      await withoutPictures(page);
      await withoutPictures(noScriptPage);
      const params = new URLSearchParams(road.state);
      const path = searchPath(params);
      const served = new SearchPage(noScriptPage);
      await served.page.goto(path);
      const server = await read(served, false);
      expect(server.cards.length).toBeGreaterThan(0);
      expect(contradictions(server.cards, params)).toEqual([]);

      const search = new SearchPage(page);
      await page.goto(path);
      expect(await read(search, true), 'hydrated load').toEqual(server);

      const home = new HomePage(page);
      await home.goto();
      await home.waitUntilHydrated();
      // Set on this document: still there after the search, the navigations were all in place.
      await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
      await home.showMoreFilters();
      await road.fill(home, hasTouch);
      await press(home.searchButton, hasTouch);
      await search.waitForUrl((url) => url.pathname === '/search');
      if (road.sort) await search.chooseSort(road.sort);
      await search.waitForUrl((url) => url.search === new URL(path, E2E_ORIGIN).search);
      expect(await read(search, true), 'from the hero').toEqual(server);

      // Elsewhere (a card's property), then Back to the search, Back once more, and Forward to it.
      // The property's own heading: /search has a level-one heading too.
      const name = await search.openCard(0);
      await expect(new PropertyPage(page).heading).toHaveText(name);
      await page.goBack();
      await search.waitForUrl((url) => url.search === new URL(path, E2E_ORIGIN).search);
      expect(await read(search, true), 'Back').toEqual(server);
      await page.goBack();
      await page.waitForURL((url) => url.search !== new URL(path, E2E_ORIGIN).search);
      await page.goForward();
      await search.waitForUrl((url) => url.search === new URL(path, E2E_ORIGIN).search);
      expect(await read(search, true), 'Forward').toEqual(server);
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });
  }
});

test.describe("an option's name, its count and its box each toggle it", () => {
  for (const { filter, key } of SEARCH_FILTERS) {
    test(`${filter} on /search`, async ({ page, hasTouch }) => {
      await withoutPictures(page);
      const search = new SearchPage(page);
      await search.goto();
      await search.waitUntilHydrated();
      const all = await search.foundCount();
      // Phones keep the filters behind 'Show filters'.
      if (await search.showFilters.isVisible()) await press(search.showFilters, hasTouch);
      const select = search.multiSelect(filter);
      await press(select.trigger, hasTouch);
      await expect(select.panel).toBeVisible();
      const option = (await select.options()).find(({ count }) => count !== null && count > 0 && count < all);
      expect(option, 'an option that narrows the results').toBeDefined();
      const { label = '', count = 0 } = option ?? {};
      const box = select.checkbox(label);
      const chosen = (url: URL) => url.searchParams.getAll(key).includes(label);

      await press(select.name(label), hasTouch);
      await expect(box).toBeChecked();
      await search.waitForUrl(chosen);
      await expect.poll(() => search.foundCount()).toBe(count);
      await expect(select.panel, 'the panel stays open').toBeVisible();

      await press(select.count(label), hasTouch);
      await expect(box).not.toBeChecked();
      await search.waitForUrl((url) => !chosen(url));
      await expect.poll(() => search.foundCount()).toBe(all);
      await expect(select.panel).toBeVisible();

      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await search.waitForUrl(chosen);
      await expect.poll(() => search.foundCount()).toBe(count);
    });
  }

  test('Property Type in the home hero', async ({ page, hasTouch }) => {
    await withoutPictures(page);
    const home = new HomePage(page);
    await home.goto();
    await home.waitUntilHydrated();
    await home.showMoreFilters();
    const types = home.propertyTypes;
    await press(types.trigger, hasTouch);
    await expect(types.panel).toBeVisible();
    const [first, second] = await types.options();
    expect(second, 'two types to choose from').toBeDefined();
    const [one = '', two = ''] = [first?.label, second?.label];

    await press(types.name(one), hasTouch);
    await expect(types.checkbox(one)).toBeChecked();
    await expect(types.panel, 'the panel stays open').toBeVisible();
    await press(types.name(two), hasTouch);
    await expect(types.checkbox(two)).toBeChecked();
    await press(types.name(one), hasTouch);
    await expect(types.checkbox(one)).not.toBeChecked();
    // The open panel lies over the Search button.
    await page.keyboard.press('Escape');
    await press(home.searchButton, hasTouch);
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.getAll('category')).toEqual([two]);
  });

  test('Category on /media/latest-news', async ({ page, hasTouch }) => {
    await withoutPictures(page);
    const news = new NewsListPage(page);
    await news.goto('/media/latest-news');
    await news.waitUntilHydrated();
    const all = await news.foundCount();
    const select = news.categories;
    await press(select.trigger, hasTouch);
    await expect(select.panel).toBeVisible();
    const option = (await select.options()).find(({ count }) => count !== null && count > 0 && count < all);
    expect(option, 'a category that narrows the list').toBeDefined();
    const { label = '', count = 0 } = option ?? {};

    await press(select.name(label), hasTouch);
    await news.waitForUrl((url) => url.searchParams.getAll('category').includes(label));
    await expect.poll(() => news.foundCount()).toBe(count);
    // The list with a category is another page (a search), which opens with its panel closed.
    await expect(select.trigger).toHaveAccessibleName(new RegExp(`^Category ${label}`));
    await select.open();
    await expect(select.checkbox(label)).toBeChecked();
  });
});

test('every Property Type the hero offers, for either deal, finds results', async ({ page, request }) => {
  await withoutPictures(page);
  const home = new HomePage(page);
  await home.goto();
  await home.waitUntilHydrated();
  await home.showMoreFilters();
  // Choosing a type and searching from the hero is the toggle test's; here, what each one finds.
  for (const [deal, query] of [
    ['ToLet', ''],
    ['ForSale', 'deal=ForSale&'],
  ] as const) {
    await home.dealType.selectOption(deal);
    const types = (await home.propertyTypes.options()).map(({ label }) => label);
    expect(types.length, `${deal} types`).toBeGreaterThan(1);
    for (const type of types) {
      const html = await (await request.get(`/search?${query}category=${encodeURIComponent(type)}`)).text();
      const found = Number(/([\d\s]+) results found\./.exec(html)?.[1]?.replace(/\s/g, '') ?? '0');
      expect.soft(found, `${deal}: ${type}`).toBeGreaterThan(0);
    }
  }
});
