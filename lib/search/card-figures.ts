import type { LiteClient } from 'algoliasearch/lite';
import { PROPERTY_ATTRIBUTES } from './indices';
import {
  asksForCards,
  paramsOf,
  withParams,
  type SearchAnswer,
  type SearchArgs,
  type SearchRequest,
} from './unit-counts';
import {
  foldMatchingUnits,
  orderByPriceFromDescending,
  UNIT_FIGURE_ATTRIBUTES,
  type MatchingUnits,
  type UnitRecord,
} from './unit-figures';
import { hasNumericFilters, toPricedNumericFilters, toUnitFacetFilters } from './unit-filters';

const KEY = PROPERTY_ATTRIBUTES.distinctKey;
/** Algolia's most hits in one page. */
const UNITS_PER_QUERY = 1000;
/**
 * The most matching units folded for a search, page by page (the property indices'
 * `paginationLimitedTo`); beyond it, only those of the page's properties are.
 */
export const MAX_FOLDED_UNITS = 5000;

export interface CardFigureOptions {
  isPropertyIndex: (indexName: string) => boolean;
  /** Whether the index ranks "Price: high to low", whose page the client orders under unit filters (`sort.ts`). */
  ranksPriceHighToLow: (indexName: string) => boolean;
  /** The most matching units folded for one search; the indices' `paginationLimitedTo` bounds it. */
  maxFoldedUnits?: number;
}

interface Hit extends UnitRecord {
  objectID?: string;
  matching_units?: MatchingUnits;
}

interface HitsResult {
  hits?: Hit[];
  nbHits?: number;
  page?: number;
  hitsPerPage?: number;
}

interface CardPlan {
  position: number;
  request: SearchRequest;
  indexName: string;
}

/** A card query with its type and broker refinements matching units, and whether anything narrows its units. */
function planCard(
  request: SearchRequest,
  position: number,
): { plan: CardPlan | null; request: SearchRequest } {
  const params = paramsOf(request);
  const { facetFilters, changed } = toUnitFacetFilters(params.facetFilters);
  const rewritten = changed ? withParams(request, { ...params, facetFilters }) : request;
  const narrows = changed || hasNumericFilters(params.numericFilters);
  return {
    request: rewritten,
    plan: narrows ? { position, request: rewritten, indexName: String(request.indexName) } : null,
  };
}

/** Every query of a property index, the counts beside the filters included, leaves POA out under a price filter. */
function withPricedFilters(
  request: SearchRequest,
  isPropertyIndex: (indexName: string) => boolean,
): SearchRequest {
  if (typeof request.indexName !== 'string' || !isPropertyIndex(request.indexName)) return request;
  const params = paramsOf(request);
  const numericFilters = toPricedNumericFilters(params.numericFilters);
  return numericFilters === params.numericFilters
    ? request
    : withParams(request, { ...params, numericFilters });
}

/** A page of the card query without distinct, asking only for what a card's figures are folded from. */
function unitsQuery(
  request: SearchRequest,
  { keys, page = 0 }: { keys?: readonly string[]; page?: number } = {},
): SearchRequest {
  const params = paramsOf(request);
  return withParams(request, {
    ...params,
    ...(keys ? { facetFilters: withKeys(params.facetFilters, keys) } : {}),
    distinct: false,
    facetingAfterDistinct: false,
    hitsPerPage: UNITS_PER_QUERY,
    page,
    facets: [],
    attributesToRetrieve: [...UNIT_FIGURE_ATTRIBUTES],
    attributesToHighlight: [],
    attributesToSnippet: [],
    analytics: false,
    clickAnalytics: false,
  });
}

/** The card query narrowed to these properties, one card each, for a page ordered here. */
function pageQuery(request: SearchRequest, keys: readonly string[]): SearchRequest {
  const params = paramsOf(request);
  return withParams(request, {
    ...params,
    facetFilters: withKeys(params.facetFilters, keys),
    hitsPerPage: keys.length,
    page: 0,
    facets: [],
    analytics: false,
    clickAnalytics: false,
  });
}

function withKeys(facetFilters: unknown, keys: readonly string[]): unknown[] {
  const current = Array.isArray(facetFilters) ? facetFilters : [];
  return [...current, keys.map((key) => `${KEY}:${key}`)];
}

function keysOf(hits: readonly Hit[]): string[] {
  return hits.flatMap((hit) =>
    typeof hit.property_gmaven_key === 'string' ? [hit.property_gmaven_key] : [],
  );
}

function isComplete(result: HitsResult | undefined): result is HitsResult & { hits: Hit[] } {
  const hits = result?.hits;
  return (
    Array.isArray(hits) && (hits.length < UNITS_PER_QUERY || (result?.nbHits ?? Infinity) <= hits.length)
  );
}

/** The keys of the card query's page in "high to low" order, when the figures of every matching unit are known. */
function pageKeysHighToLow(figures: ReadonlyMap<string, MatchingUnits>, card: HitsResult): string[] {
  const perPage = card.hitsPerPage ?? card.hits?.length ?? 0;
  const start = (card.page ?? 0) * perPage;
  return orderByPriceFromDescending(figures).slice(start, start + perPage);
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/** The number of pages of matching units after the first, when all of them can be folded; null when they cannot. */
function remainingUnitPages(units: HitsResult | undefined, maxFoldedUnits: number): number | null {
  const total = units?.nbHits;
  if (!units?.hits || total === undefined || total > maxFoldedUnits) return null;
  return Math.ceil(total / UNITS_PER_QUERY) - 1;
}

type FollowUp =
  | { kind: 'units'; card: number; query: SearchRequest }
  | { kind: 'figures'; card: number; query: SearchRequest }
  | { kind: 'page'; card: number; query: SearchRequest; keys: string[] };

/**
 * A card shows the units of its property that match the search: under a price, size, type or
 * broker filter its unit count, "from" price and GLA range are those of the matching units, not
 * the property's (SPEC §9's price rules apply to them). Distinct keeps one record per property
 * (hosted Algolia keeps at most 4), so the figures come from the same search without distinct,
 * sent in the same request and folded here: every matching unit (up to 1,000 in that request, the
 * further pages up to `maxFoldedUnits` in one more), and beyond that those of the page's
 * properties, in one more request. Without such filters a card's
 * property-level figures are already right, and nothing is added.
 *
 * The sorts rank records by the figure a card shows (`sort.ts`), except "high to low", which
 * needs each property's lowest matching price ranked highest first: with every matching unit
 * known, this client orders the page so and fetches its cards.
 *
 * This runs wherever the search client does, so the server render, its hand-off to the browser
 * and every later search in the browser agree.
 */
export function withCardFigures(client: LiteClient, options: CardFigureOptions): LiteClient {
  const search = async (...args: SearchArgs): Promise<SearchAnswer> => {
    const [requests, requestOptions] = args;
    const batch = (payload: SearchRequest[]) =>
      client.search(
        (Array.isArray(requests) ? payload : { ...requests, requests: payload }) as SearchArgs[0],
        requestOptions,
      );
    const list = (Array.isArray(requests) ? requests : requests.requests) as SearchRequest[];
    const plans: CardPlan[] = [];
    const rewritten = list.map((original, position) => {
      const request = withPricedFilters(original, options.isPropertyIndex);
      if (!asksForCards(request, options.isPropertyIndex)) return request;
      const planned = planCard(request, position);
      if (planned.plan) plans.push(planned.plan);
      return planned.request;
    });
    if (plans.length === 0) return batch(rewritten);

    const answer = await batch([...rewritten, ...plans.map((plan) => unitsQuery(plan.request))]);
    if (!Array.isArray(answer?.results)) return answer;
    const results = answer.results.slice(0, list.length) as HitsResult[];
    const send = async (followUps: FollowUp[]) =>
      followUps.length > 0 ? (await batch(followUps.map((followUp) => followUp.query))).results : [];

    // Every matching unit of each card query: in the first answer, or in its further pages.
    const units = new Map<number, Hit[]>();
    const figures = new Map<number, Map<string, MatchingUnits>>();
    const more: FollowUp[] = [];
    plans.forEach((plan, n) => {
      const card = results[plan.position];
      const first = answer.results[list.length + n] as HitsResult | undefined;
      if (!card?.hits) return;
      if (isComplete(first)) {
        units.set(n, first.hits);
        return;
      }
      const pages = remainingUnitPages(first, options.maxFoldedUnits ?? MAX_FOLDED_UNITS);
      if (pages === null) {
        more.push({ kind: 'figures', card: n, query: unitsQuery(plan.request, { keys: keysOf(card.hits) }) });
        return;
      }
      units.set(n, [...(first?.hits ?? [])]);
      for (let page = 1; page <= pages; page += 1) {
        more.push({ kind: 'units', card: n, query: unitsQuery(plan.request, { page }) });
      }
    });
    const moreResults = await send(more);
    more.forEach((followUp, index) => {
      const hits = (moreResults[index] as HitsResult | undefined)?.hits;
      if (followUp.kind === 'figures') {
        if (hits) figures.set(followUp.card, foldMatchingUnits(hits));
      } else if (hits) {
        units.get(followUp.card)?.push(...hits);
      } else {
        // A missing page leaves the figures unknown rather than wrong: the card keeps its property's.
        units.delete(followUp.card);
      }
    });

    // "High to low" needs every matching unit to order the page by the cards' "from" price.
    const reorders: FollowUp[] = [];
    units.forEach((hits, n) => {
      const plan = plans[n];
      const card = plan && results[plan.position];
      if (!plan || !card?.hits) return;
      const all = foldMatchingUnits(hits);
      figures.set(n, all);
      if (!options.ranksPriceHighToLow(plan.indexName)) return;
      const keys = pageKeysHighToLow(all, card);
      if (!sameKeys(keys, keysOf(card.hits))) {
        reorders.push({ kind: 'page', card: n, keys, query: pageQuery(plan.request, keys) });
      }
    });
    const reordered = await send(reorders);
    reorders.forEach((followUp, index) => {
      const result = reordered[index] as HitsResult | undefined;
      const plan = plans[followUp.card];
      const card = plan && results[plan.position];
      if (!result?.hits || !plan || !card || followUp.kind !== 'page') return;
      const byKey = new Map(result.hits.map((hit) => [hit.property_gmaven_key, hit]));
      results[plan.position] = { ...card, hits: followUp.keys.flatMap((key) => byKey.get(key) ?? []) };
    });

    plans.forEach((plan, n) => {
      const card = results[plan.position];
      const known = figures.get(n);
      if (!card?.hits || !known) return;
      const hits = card.hits.map((hit) => {
        const units =
          typeof hit.property_gmaven_key === 'string' ? known.get(hit.property_gmaven_key) : undefined;
        return units ? { ...hit, matching_units: units } : hit;
      });
      results[plan.position] = { ...card, hits };
    });
    return { ...answer, results } as SearchAnswer;
  };
  return { ...client, search: search as LiteClient['search'] };
}
