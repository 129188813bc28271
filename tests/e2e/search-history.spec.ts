import { expect, test } from './fixtures';
import { PropertyPage } from './pages/property-page';
import { SearchPage } from './pages/search-page';

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
