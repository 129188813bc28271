import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { createInProcessRequester, createSearchEngine } from '@/lib/embedded/search/engine';
import { buildEmbeddedIndices } from '@/lib/embedded/search/indices';
import { PROPERTY_ATTRIBUTES as A, buildExcludedContactFilter } from '@/lib/search/indices';
import { withPropertyCards } from '@/lib/search/property-search-client';
import { sortedIndexName, type SortOrder } from '@/lib/search/state/sort';
import type { MatchingUnits } from '@/lib/search/unit-figures';
import { generateSampleListings, SAMPLE_EXCLUDED_CONTACT_KEY } from '@/lib/embedded/sample/listings';
import { toAvailableTimestamp } from '@/lib/listings/availability';
import type { PropertyRecord } from '@/lib/listings/wire-types';

/*
 * The property search's client on the sample indices behind `npm start`, asked as InstantSearch
 * asks (refinement lists in facetFilters, ranges in numericFilters), against figures worked out
 * here from the raw sample records: every card of every page, under every filter kind and sort.
 */
const INDICES = { rent: 'rent', buy: 'buy' };
const inProcess = createInProcessRequester(createSearchEngine(buildEmbeddedIndices()));
/** The bodies of the requests the client sent, newest last. */
const sent: Array<{ requests: Array<Record<string, unknown>> }> = [];
const requester: typeof inProcess = {
  send(request) {
    const body = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
    sent.push(JSON.parse(body) as (typeof sent)[number]);
    return inProcess.send(request);
  },
};
const client = withPropertyCards(
  liteClient('local', 'search-only', {
    hosts: [{ url: 'localhost:3000/api/search', accept: 'readWrite', protocol: 'http' }],
    requester,
  }),
  INDICES,
);
const listings = generateSampleListings();
/** The end of 15 January 2027 in South Africa: some units dated, some not yet. */
const AVAILABLE_BY = Date.parse('2027-01-15T23:59:59+02:00') / 1000;

interface Filters {
  minPrice?: number;
  maxPrice?: number;
  minGLA?: number;
  maxGLA?: number;
  types?: string[];
  brokers?: string[];
  cities?: string[];
  /** "Available now" on a given day: `available_timestamp` at most this. */
  availableBy?: number;
}

type Deal = keyof typeof INDICES;

function isListed(record: PropertyRecord): boolean {
  const contacts = [...record.property_responsibility, ...record.unit_responsibility];
  return contacts.every((contact) => contact.gmaven_contact_key !== SAMPLE_EXCLUDED_CONTACT_KEY);
}

/** A unit matches as the filters read to a visitor: its own price, size, type (or its building's) and broker. */
function unitMatches(record: PropertyRecord, f: Filters): boolean {
  return (
    isListed(record) &&
    (f.minPrice === undefined || record.gross_price >= f.minPrice) &&
    (f.maxPrice === undefined || record.gross_price <= f.maxPrice) &&
    // A price filter asks for a price: POA never matches one.
    ((f.minPrice === undefined && f.maxPrice === undefined) || record.gross_price > 0) &&
    (f.minGLA === undefined || record.max_gla >= f.minGLA) &&
    (f.maxGLA === undefined || record.min_gla <= f.maxGLA) &&
    (!f.types || f.types.includes(record.unit_category) || f.types.includes(record.property_category)) &&
    (!f.brokers || f.brokers.includes(record.broker)) &&
    (!f.cities || f.cities.includes(record.city)) &&
    (f.availableBy === undefined ||
      toAvailableTimestamp(record.available_type, record.available_date) <= f.availableBy)
  );
}

function expectedFigures(deal: Deal, f: Filters): Map<string, MatchingUnits> {
  const figures = new Map<string, MatchingUnits>();
  for (const record of listings[deal].filter((unit) => unitMatches(unit, f))) {
    const current = figures.get(record.property_gmaven_key) ?? {
      count: 0,
      price_from: 0,
      gla_min: Infinity,
      gla_max: 0,
      available_timestamp: Infinity,
    };
    const price = record.gross_price;
    figures.set(record.property_gmaven_key, {
      count: current.count + 1,
      price_from:
        price > 0 && (current.price_from === 0 || price < current.price_from) ? price : current.price_from,
      gla_min: Math.min(current.gla_min, record.min_gla),
      gla_max: Math.max(current.gla_max, record.max_gla),
      available_timestamp: Math.min(
        current.available_timestamp,
        toAvailableTimestamp(record.available_type, record.available_date),
      ),
    });
  }
  return figures;
}

/** The request InstantSearch sends for the cards of a page (components/search/property-search.tsx). */
function cardRequest(deal: Deal, sort: SortOrder, f: Filters, page: number) {
  const facetFilters = [
    f.types?.map((type) => `${A.propertyType}:${type}`),
    f.brokers?.map((broker) => `${A.broker}:${broker}`),
    f.cities?.map((city) => `${A.city}:${city}`),
  ].filter((group): group is string[] => group !== undefined);
  const numericFilters = [
    f.minPrice !== undefined && `${A.grossPrice}>=${f.minPrice}`,
    f.maxPrice !== undefined && `${A.grossPrice}<=${f.maxPrice}`,
    f.minGLA !== undefined && `${A.maxGla}>=${f.minGLA}`,
    f.maxGLA !== undefined && `${A.minGla}<=${f.maxGLA}`,
    f.availableBy !== undefined && `${A.availableTimestamp}<=${f.availableBy}`,
  ].filter((filter): filter is string => typeof filter === 'string');
  return {
    indexName: sortedIndexName(INDICES[deal], sort),
    query: '',
    hitsPerPage: 6,
    page,
    distinct: true,
    facetingAfterDistinct: true,
    facets: [A.distinctKey, A.city, A.propertyType],
    maxValuesPerFacet: 1000,
    filters: buildExcludedContactFilter(),
    facetFilters,
    numericFilters,
    attributesToHighlight: [],
  };
}

interface CardHit {
  property_gmaven_key: string;
  property_has_price: boolean;
  property_price_from: number;
  matching_units?: MatchingUnits;
}

async function everyCard(deal: Deal, sort: SortOrder, f: Filters) {
  const pages: CardHit[][] = [];
  let nbHits = 0;
  for (let page = 0; page === 0 || pages.flat().length < nbHits; page += 1) {
    const { results } = await client.search({ requests: [cardRequest(deal, sort, f, page)] });
    const result = results[0] as unknown as { nbHits: number; hits: CardHit[] };
    nbHits = result.nbHits;
    expect(result.hits.length, `page ${page}`).toBeGreaterThan(0);
    pages.push(result.hits);
  }
  return { cards: pages.flat(), pages, nbHits };
}

const CASES: Array<[Deal, string, Filters]> = [
  ['rent', 'min price', { minPrice: 150 }],
  ['rent', 'max price', { maxPrice: 90 }],
  ['rent', 'min GLA', { minGLA: 500 }],
  ['rent', 'max GLA', { maxGLA: 200 }],
  ['rent', 'a unit type', { types: ['Retail'] }],
  ['rent', "a building's type", { types: ['Mixed Use'] }],
  ['rent', 'a broker', { brokers: [listings.rent[0]?.broker ?? ''] }],
  ['rent', 'type, city and min price', { types: ['Office'], cities: ['Cape Town'], minPrice: 150 }],
  ['rent', 'price and GLA ranges', { minPrice: 100, maxPrice: 200, minGLA: 150, maxGLA: 800 }],
  ['rent', 'available by a day', { availableBy: AVAILABLE_BY }],
  ['rent', 'available by a day and min price', { availableBy: AVAILABLE_BY, minPrice: 120 }],
  ['buy', 'min price', { minPrice: 20_000_000 }],
  ['buy', 'a type and max GLA', { types: ['Industrial', 'Office'], maxGLA: 5000 }],
];

type CheckedSort = Exclude<SortOrder, 'relevance' | 'newest'>;

const SORTED: Record<CheckedSort, (a: MatchingUnits, b: MatchingUnits) => boolean> = {
  // Each pair in order: true when `a` may stand before `b`.
  'price-asc': (a, b) =>
    a.price_from > 0 ? b.price_from === 0 || a.price_from <= b.price_from : b.price_from === 0,
  'price-desc': (a, b) =>
    a.price_from > 0 ? b.price_from === 0 || a.price_from >= b.price_from : b.price_from === 0,
  'gla-desc': (a, b) => a.gla_max >= b.gla_max,
};

/** The first pair of cards out of order, as text; '' when there is none. */
function misplacedIn(cards: readonly CardHit[], sort: CheckedSort): string {
  const figures = cards.map((card) => card.matching_units as MatchingUnits);
  const at = figures.findIndex(
    (current, i) => i > 0 && !SORTED[sort](figures[i - 1] as MatchingUnits, current),
  );
  return at === -1 ? '' : JSON.stringify(figures.slice(at - 1, at + 1));
}

/** What the price-desc replica ranks a property by (`sort.ts`): priced properties first, then their own "from" price. */
function ownFromPrice(card: CardHit): number {
  return card.property_has_price ? card.property_price_from : -1;
}

/**
 * The order of the cards under a sort. "High to low" ranks a property by its lowest matching price,
 * which no ranking of records gives once unit filters drop a property's cheapest units (`sort.ts`):
 * the index ranks by the property's own "from" price and each page is put in order of its cards'.
 * Every other sort, and "high to low" under a price maximum alone, is in order across all pages.
 */
function expectOrdered(pages: readonly CardHit[][], sort: CheckedSort, exactAcrossPages: boolean) {
  if (sort !== 'price-desc' || exactAcrossPages) {
    expect(misplacedIn(pages.flat(), sort)).toBe('');
    return;
  }
  pages.forEach((page, index) => {
    expect(misplacedIn(page, sort), `page ${index + 1}`).toBe('');
    const next = pages[index + 1];
    if (!next) return;
    expect(Math.min(...page.map(ownFromPrice)), `page ${index + 1}`).toBeGreaterThanOrEqual(
      Math.max(...next.map(ownFromPrice)),
    );
  });
}

/** Whether no filter but a price maximum (and a city) narrows the units, under which the index ranks "high to low" exactly. */
function onlyMaxPrice(f: Filters): boolean {
  return Object.keys(f).every((key) => key === 'maxPrice' || key === 'cities');
}

describe.each(CASES)('cards of the %s index under %s', (deal, _, filters) => {
  const expected = expectedFigures(deal, filters);

  it('finds every property with a matching unit, and each card gives its matching units’ figures', async () => {
    expect(expected.size).toBeGreaterThan(1);
    const { cards, nbHits } = await everyCard(deal, 'relevance', filters);
    expect(nbHits).toBe(expected.size);
    expect(new Set(cards.map((card) => card.property_gmaven_key)).size).toBe(expected.size);
    for (const card of cards) {
      expect(card.matching_units, card.property_gmaven_key).toEqual(expected.get(card.property_gmaven_key));
    }
  });

  it.each(Object.keys(SORTED) as CheckedSort[])(
    'orders the cards by their figures under %s',
    async (sort) => {
      const { cards, pages, nbHits } = await everyCard(deal, sort, filters);
      expect(nbHits).toBe(expected.size);
      for (const card of cards) {
        expect(card.matching_units, card.property_gmaven_key).toEqual(expected.get(card.property_gmaven_key));
      }
      expectOrdered(pages, sort, onlyMaxPrice(filters));
    },
  );

  it('sends the request it is given, with no query added', async () => {
    sent.length = 0;
    const request = cardRequest(deal, 'price-desc', filters, 1);
    await client.search({ requests: [request, { ...request, hitsPerPage: 0, facets: [A.city] }] });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.requests.map((query) => query.indexName)).toEqual([request.indexName, request.indexName]);
  });
});

describe('cards without unit filters', () => {
  it('carry no matching figures: the property-level ones are right', async () => {
    const { results } = await client.search({
      requests: [cardRequest('rent', 'relevance', { cities: ['Durban'] }, 0)],
    });
    const { hits } = results[0] as unknown as { hits: CardHit[] };
    expect(hits.length).toBe(6);
    expect(hits.every((hit) => hit.matching_units === undefined)).toBe(true);
  });
});

describe('cards when more than 1,000 units match', () => {
  // More than Algolia serves in one page; and a property's lowest matching price is often not its
  // own "from" price, which "high to low" ranks by.
  const filters: Filters = { minPrice: 60 };
  const expected = expectedFigures('rent', filters);

  it('are more than one page of units', () => {
    const matching = [...expected.values()].reduce((sum, units) => sum + units.count, 0);
    expect(matching).toBeGreaterThan(1000);
  });

  it.each(['relevance', ...Object.keys(SORTED)] as Array<'relevance' | CheckedSort>)(
    'give every card its matching units, in the order of %s',
    async (sort) => {
      const { cards, pages, nbHits } = await everyCard('rent', sort, filters);
      expect(nbHits).toBe(expected.size);
      for (const card of cards) {
        expect(card.matching_units, card.property_gmaven_key).toEqual(expected.get(card.property_gmaven_key));
      }
      if (sort !== 'relevance') expectOrdered(pages, sort, false);
    },
  );

  it('give the cards of any page asked for first their matching units', async () => {
    for (const sort of ['relevance', 'price-asc', 'price-desc', 'gla-desc'] as const) {
      for (const page of [0, 1, 7]) {
        const { results } = await client.search({ requests: [cardRequest('rent', sort, filters, page)] });
        const { hits, nbHits } = results[0] as unknown as { hits: CardHit[]; nbHits: number };
        expect(nbHits).toBe(expected.size);
        expect(hits).toHaveLength(6);
        for (const hit of hits) {
          expect(hit.matching_units, `${sort} ${hit.property_gmaven_key}`).toEqual(
            expected.get(hit.property_gmaven_key),
          );
        }
      }
    }
  });
});
