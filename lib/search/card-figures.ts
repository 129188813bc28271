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
/** Algolia's most hits in one page; a search with more matching units than this is folded per page. */
const UNITS_PER_QUERY = 1000;

export interface CardFigureOptions {
  isPropertyIndex: (indexName: string) => boolean;
  /** Whether the index ranks "Price: high to low", whose page the client orders under unit filters (`sort.ts`). */
  ranksPriceHighToLow: (indexName: string) => boolean;
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

/** The card query without distinct, asking only for what a card's figures are folded from. */
function unitsQuery(request: SearchRequest, keys?: readonly string[]): SearchRequest {
  const params = paramsOf(request);
  return withParams(request, {
    ...params,
    ...(keys ? { facetFilters: withKeys(params.facetFilters, keys) } : {}),
    distinct: false,
    facetingAfterDistinct: false,
    hitsPerPage: UNITS_PER_QUERY,
    page: 0,
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

type FollowUp =
  | { kind: 'figures'; card: number; query: SearchRequest }
  | { kind: 'page'; card: number; query: SearchRequest; keys: string[] };

/**
 * A card shows the units of its property that match the search: under a price, size, type or
 * broker filter its unit count, "from" price and GLA range are those of the matching units, not
 * the property's (SPEC §9's price rules apply to them). Distinct keeps one record per property
 * (hosted Algolia keeps at most 4), so the figures come from the same search without distinct,
 * sent in the same request and folded here: every matching unit when there are at most 1,000,
 * otherwise those of the page's properties, in one more request. Without such filters a card's
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
    const figures = new Map<number, Map<string, MatchingUnits>>();
    const followUps: FollowUp[] = [];
    plans.forEach((plan, n) => {
      const card = results[plan.position];
      const units = answer.results[list.length + n] as HitsResult | undefined;
      if (!card?.hits) return;
      if (!isComplete(units)) {
        followUps.push({ kind: 'figures', card: n, query: unitsQuery(plan.request, keysOf(card.hits)) });
        return;
      }
      const all = foldMatchingUnits(units.hits);
      figures.set(n, all);
      if (!options.ranksPriceHighToLow(plan.indexName)) return;
      const keys = pageKeysHighToLow(all, card);
      if (!sameKeys(keys, keysOf(card.hits))) {
        followUps.push({ kind: 'page', card: n, keys, query: pageQuery(plan.request, keys) });
      }
    });

    const extra = followUps.length > 0 ? await batch(followUps.map((followUp) => followUp.query)) : null;
    followUps.forEach((followUp, index) => {
      const result = extra?.results?.[index] as HitsResult | undefined;
      const plan = plans[followUp.card];
      const card = plan && results[plan.position];
      if (!result?.hits || !plan || !card) return;
      if (followUp.kind === 'figures') {
        figures.set(followUp.card, foldMatchingUnits(result.hits));
        return;
      }
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
