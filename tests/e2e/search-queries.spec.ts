import { describeRequests, neededQueries, recordMultiQueries } from '../support/filter-taps';
import { expect, test } from './fixtures';
import type { CardFigures } from './pages/search-page';
import { SearchPage } from './pages/search-page';

/*
 * A filter tap on /search costs what InstantSearch needs and no more: one multi-query request, of
 * the card query and one count query per refined list (on hosted Algolia each query is billed).
 * The cards' unit figures come from that answer, so they are still there, and a unit filter
 * narrows them to the matching units.
 */

const CITY = 'Johannesburg';
const TYPE = 'Office';

function unitsOf(card: CardFigures): number {
  return Number(/^(\d+) units?$/.exec(card.units)?.[1] ?? Number.NaN);
}

/** Every card says how many units, its price line and its GLA. */
function expectUnitFigures(cards: CardFigures[]) {
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(unitsOf(card), card.name).toBeGreaterThan(0);
    expect(card.price, card.name).toMatch(/^(from )?R[\d ]+\.\d{2} per m²$|^POA$/);
    expect(card.gla, card.name).toMatch(/^[\d ]+( – [\d ]+)? m²$/);
  }
}

test('a City tap, then a Property Type tap, each send one request of only the queries InstantSearch needs', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.goto();
  await search.waitUntilSettled();
  const sent = recordMultiQueries(page);

  await search.chooseOption('City', new RegExp(`^${CITY}`));
  await search.waitForUrl((url) => url.searchParams.getAll('city').includes(CITY));
  const inCity = await search.waitUntilSettled();
  expect(describeRequests(sent)).toEqual([neededQueries(['city']).sort()]);
  expectUnitFigures(inCity.cards);

  sent.length = 0;
  await search.chooseOption('Property Type', new RegExp(`^${TYPE}`));
  await search.waitForUrl((url) => url.searchParams.getAll('category').includes(TYPE));
  const offices = await search.waitUntilSettled();
  expect(describeRequests(sent)).toEqual([neededQueries(['city', 'property_unit_categories']).sort()]);
  expectUnitFigures(offices.cards);
  expect(offices.count).toBeLessThan(inCity.count ?? 0);

  // A type is a unit filter: a card counts the units of that type (or in a building of it), never more.
  const unitsInCity = new Map(inCity.cards.map((card) => [card.name, unitsOf(card)]));
  for (const card of offices.cards) {
    const before = unitsInCity.get(card.name);
    if (before !== undefined) expect(unitsOf(card), card.name).toBeLessThanOrEqual(before);
  }
});
