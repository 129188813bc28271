import { expect, test } from './fixtures';
import { NewsListPage, type NewsView } from './pages/news-list-page';
import { PropertyPage } from './pages/property-page';
import { SearchPage, type SearchView } from './pages/search-page';

/** An option's checkbox by its name, whatever count the list shows beside it. */
function option(label: string): RegExp {
  return new RegExp(`^${label}( \\(\\s*\\d+\\s*\\))?$`);
}

/** The query string of a search for these cities, in the one order its address has. */
const cities = (...names: string[]) => `?${new URLSearchParams(names.map((name) => ['city', name]))}`;

/** What one entry of the history shows: its query string and its cards. */
interface Step {
  search: string;
  names: string[];
}

test.describe('the search history', () => {
  test('Back from a property opened on page 2 lands on page 2, and Forward opens it again', async ({
    page,
  }) => {
    const search = new SearchPage(page);
    await search.goto('?city=Durban');
    await search.waitUntilHydrated();
    await search.pageLink(2).click();
    const pageTwo = (url: URL) =>
      url.searchParams.get('city') === 'Durban' && url.searchParams.get('page') === '2';
    await search.waitForUrl(pageTwo);
    const names = await search.cardNames();

    const name = await search.openCard(0);
    await expect(new PropertyPage(page).heading).toHaveText(name);
    await page.goBack();
    await search.waitForSteadyUrl(pageTwo);
    await expect.poll(() => search.cardNames()).toEqual(names);
    await page.goForward();
    await expect(new PropertyPage(page).heading).toHaveText(name);
  });

  test('Back and Forward walk six steps of a search, each showing what it showed', async ({ page }) => {
    test.slow();
    const search = new SearchPage(page);
    const steps: Step[] = [];
    const record = async (predicate: (url: URL) => boolean) => {
      await search.waitForUrl(predicate);
      const previous = steps.at(-1);
      if (previous) await expect.poll(() => search.cardNames()).not.toEqual(previous.names);
      steps.push({ search: new URL(page.url()).search, names: await search.cardNames() });
    };

    await search.goto();
    await search.waitUntilHydrated();
    await record((url) => url.search === '');
    await search.searchFor('office');
    await record((url) => url.searchParams.get('query') === 'office');
    await search.chooseSort('Price: low to high');
    await record((url) => url.searchParams.get('sort') === 'price-asc');
    await search.nextPage.click();
    await record((url) => url.searchParams.get('page') === '2');
    await search.pageLink(3).click();
    await record((url) => url.searchParams.get('page') === '3');
    // The deal types are links to their searches; a click takes them in place.
    await search.dealType('For Sale').click();
    await record((url) => url.searchParams.get('deal') === 'ForSale' && !url.searchParams.has('query'));
    await expect(search.dealType('For Sale')).toHaveAttribute('aria-current', 'true');
    await search.searchFor('sandton');
    await record((url) => url.searchParams.get('query') === 'sandton');
    expect(steps).toHaveLength(7);

    const expectStep = async (step: Step | undefined) => {
      await search.waitForSteadyUrl((url) => url.search === step?.search);
      await expect.poll(() => search.cardNames()).toEqual(step?.names);
    };
    for (let index = steps.length - 2; index >= 0; index -= 1) {
      await page.goBack();
      await expectStep(steps[index]);
    }
    for (let index = 1; index < steps.length; index += 1) {
      await page.goForward();
      await expectStep(steps[index]);
    }
  });
});

test.describe('one history entry per change, the address in one order', () => {
  for (const [first, second] of [
    ['Johannesburg', 'Cape Town'],
    ['Cape Town', 'Johannesburg'],
  ] as const) {
    test(`${first} then ${second}: an entry each, and Back shows the first alone`, async ({ page }) => {
      const search = new SearchPage(page);
      await search.goto();
      const start = await search.historyLength();

      await search.chooseOption('City', option(first));
      expect((await search.settledUrl()).search).toBe(cities(first));
      expect(await search.historyLength()).toBe(start + 1);
      const firstView = await search.view();
      expect(firstView.chips).toEqual([`City: ${first}`]);

      await search.chooseOption('City', option(second));
      expect((await search.settledUrl()).search).toBe(cities('Cape Town', 'Johannesburg'));
      expect(await search.historyLength(), 'one entry for the second tick').toBe(start + 2);
      expect((await search.view()).chips).toEqual(['City: Cape Town', 'City: Johannesburg', 'Clear all']);

      await page.goBack();
      expect((await search.settledUrl()).search).toBe(cities(first));
      expect(await search.view()).toEqual(firstView);
      await page.goBack();
      expect((await search.settledUrl()).search).toBe('');
      expect(await search.historyLength()).toBe(start + 2);
    });
  }

  test('/search: three filters, a sort and a page, then Back four times, each step as it was', async ({
    page,
  }) => {
    test.slow();
    const search = new SearchPage(page);
    await search.goto();
    const start = await search.historyLength();
    const both = 'category=Office&city=Cape+Town&city=Johannesburg';
    const changes: Array<{ make: () => Promise<void>; search: string }> = [
      { make: () => search.chooseOption('City', option('Johannesburg')), search: '?city=Johannesburg' },
      {
        make: () => search.chooseOption('Property Type', option('Office')),
        search: '?category=Office&city=Johannesburg',
      },
      { make: () => search.chooseOption('City', option('Cape Town')), search: `?${both}` },
      { make: () => search.chooseSort('Price: low to high'), search: `?${both}&sort=price-asc` },
      { make: () => search.pageLink(2).click(), search: `?${both}&sort=price-asc&page=2` },
    ];
    const steps: Array<{ search: string; view: SearchView }> = [];
    for (const { make, search: expected } of changes) {
      await make();
      expect((await search.settledUrl()).search).toBe(expected);
      expect(await search.historyLength(), expected).toBe(start + steps.length + 1);
      steps.push({ search: expected, view: await search.view() });
    }
    // Each step shows what its address says.
    const officeInBoth = ['Property type: Office', 'City: Cape Town', 'City: Johannesburg', 'Clear all'];
    expect(steps.map(({ view }) => view.chips)).toEqual([
      ['City: Johannesburg'],
      ['Property type: Office', 'City: Johannesburg', 'Clear all'],
      officeInBoth,
      officeInBoth,
      officeInBoth,
    ]);
    expect(steps.map(({ view }) => view.filters.City)).toEqual([
      'Johannesburg',
      'Johannesburg',
      'Johannesburg, Cape Town',
      'Johannesburg, Cape Town',
      'Johannesburg, Cape Town',
    ]);
    expect(steps.map(({ view }) => [view.sort, view.page])).toEqual([
      ['relevance', '1'],
      ['relevance', '1'],
      ['relevance', '1'],
      ['price-asc', '1'],
      ['price-asc', '2'],
    ]);

    for (const step of steps.slice(0, -1).reverse()) {
      await page.goBack();
      expect((await search.settledUrl()).search).toBe(step.search);
      expect(await search.view(), step.search).toEqual(step.view);
      expect(await search.historyLength()).toBe(start + steps.length);
    }
  });

  test('the news search: three categories and a page, then Back four times, each step as it was', async ({
    page,
  }) => {
    test.slow();
    const news = new NewsListPage(page);
    await news.goto('/media/latest-news');
    await news.waitUntilHydrated();
    const start = await news.historyLength();
    const three = 'category=Office&category=Industrial&category=Sustainability';
    const changes: Array<{ make: () => Promise<void>; search: string }> = [
      { make: () => news.chooseCategory('Office'), search: '?category=Office' },
      { make: () => news.chooseCategory('Industrial'), search: '?category=Office&category=Industrial' },
      { make: () => news.chooseCategory('Sustainability'), search: `?${three}` },
      { make: () => news.nextPage.click(), search: `?${three}&page=2` },
    ];
    const steps: Array<{ search: string; view: NewsView }> = [{ search: '', view: await news.view() }];
    for (const { make, search: expected } of changes) {
      await make();
      // Each search is a document of its own: its controls answer once its scripts have run.
      await news.waitForUrl((url) => url.search === expected);
      expect((await news.settledUrl()).search).toBe(expected);
      await news.waitUntilHydrated();
      expect(await news.historyLength(), expected).toBe(start + steps.length);
      steps.push({ search: expected, view: await news.view() });
    }
    // Nine articles a page: the first two searches have one page, and no page links.
    expect(steps.map(({ view }) => [view.categories, view.page])).toEqual([
      ['all', '1'],
      ['Office', null],
      ['Office, Industrial', null],
      ['3 selected', '1'],
      ['3 selected', '2'],
    ]);

    for (const step of steps.slice(0, -1).reverse()) {
      await page.goBack();
      await news.waitForUrl((url) => url.search === step.search);
      expect((await news.settledUrl()).search).toBe(step.search);
      expect(await news.view(), step.search || 'the list').toEqual(step.view);
      expect(await news.historyLength()).toBe(start + steps.length - 1);
    }
  });
});
