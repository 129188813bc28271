import type { LiteClient } from 'algoliasearch/lite';
import {
  foldMatchingUnits,
  orderByPriceFromDescending,
  type HitWithUnits,
  type MatchingUnits,
} from './unit-figures';
import { readUnitTests, toPricedNumericFilters, toUnitFacetFilters } from './unit-filters';

export type SearchArgs = Parameters<LiteClient['search']>;
export type SearchAnswer = Awaited<ReturnType<LiteClient['search']>>;
export type SearchRequest = Record<string, unknown> & {
  indexName?: unknown;
  params?: Record<string, unknown>;
};

/** The attribute a card folds its matching units from (`PropertyAggregates`). */
const UNITS = 'property_units';

export interface CardFigureOptions {
  isPropertyIndex: (indexName: string) => boolean;
  /** Whether the index ranks "Price: high to low", whose page this client orders under unit filters (`sort.ts`). */
  ranksPriceHighToLow: (indexName: string) => boolean;
}

interface Hit extends HitWithUnits {
  matching_units?: MatchingUnits;
}

interface HitsResult {
  hits?: Hit[];
}

export function paramsOf(request: SearchRequest): Record<string, unknown> {
  return request.params ?? request;
}

/** The request with these parameters, where its client keeps them (v5 inline, or under `params`). */
export function withParams(request: SearchRequest, params: Record<string, unknown>): SearchRequest {
  return request.params ? { ...request, params } : { ...request, ...params };
}

function retrievesUnits(attributes: unknown): boolean {
  if (attributes === undefined) return true;
  const list = typeof attributes === 'string' ? [attributes] : attributes;
  if (!Array.isArray(list)) return false;
  return list.includes(UNITS) || (list.includes('*') && !list.includes(`-${UNITS}`));
}

/** The query whose hits are cards: a property index, one hit per property, each with its units. */
export function asksForCards(
  request: SearchRequest,
  isPropertyIndex: (indexName: string) => boolean,
): boolean {
  const params = paramsOf(request);
  return (
    typeof request.indexName === 'string' &&
    isPropertyIndex(request.indexName) &&
    request.type !== 'facet' &&
    Number(params.hitsPerPage ?? 1) > 0 &&
    Boolean(params.distinct) &&
    retrievesUnits(params.attributesToRetrieve)
  );
}

/**
 * Every query of a property index leaves POA out under a price filter; the card query also
 * matches units by their own type and broker (`unit-filters.ts`), so that each property is ranked
 * by its best matching unit.
 */
function rewrite(request: SearchRequest, options: CardFigureOptions): SearchRequest {
  if (typeof request.indexName !== 'string' || !options.isPropertyIndex(request.indexName)) return request;
  const params = paramsOf(request);
  const numericFilters = toPricedNumericFilters(params.numericFilters);
  const priced = numericFilters === params.numericFilters ? params : { ...params, numericFilters };
  if (!asksForCards(request, options.isPropertyIndex)) {
    return priced === params ? request : withParams(request, priced);
  }
  const { facetFilters, changed } = toUnitFacetFilters(params.facetFilters);
  if (!changed && priced === params) return request;
  return withParams(request, changed ? { ...priced, facetFilters } : priced);
}

/** The card query's hits with the figures of their matching units, and under "high to low" in their order. */
function withMatchingUnits(
  result: HitsResult,
  request: SearchRequest,
  options: CardFigureOptions,
): HitsResult {
  const tests = readUnitTests(paramsOf(request));
  if (!result.hits || !tests || tests.length === 0) return result;
  const hits = result.hits.map((hit) => {
    const figures = foldMatchingUnits(hit, tests);
    return figures ? { ...hit, matching_units: figures } : hit;
  });
  const ordered = options.ranksPriceHighToLow(String(request.indexName))
    ? orderByPriceFromDescending(hits, (hit) => hit.matching_units?.price_from ?? 0)
    : hits;
  return { ...result, hits: ordered };
}

/**
 * A card shows the units of its property that match the search: under a price, size, type or
 * broker filter its unit count, "from" price and GLA range are those of the matching units, not
 * the property's (SPEC §9's price rules apply to them). Every record carries its property's units
 * (`property_units`, computed at indexing), so this client folds them from the card query's own
 * hits under the query's own filters: the request InstantSearch sends goes out with no query
 * added. Without such filters a card's property-level figures are already right.
 *
 * The sorts rank records by the figure a card shows (`sort.ts`), except "high to low", which
 * needs each property's lowest matching price ranked highest first: no ranking of records can
 * (distinct ranks a property by its best record), so the index ranks by the property's own
 * "from" price and this client orders each page by its cards' figures.
 *
 * This runs wherever the search client does, so the server render, its hand-off to the browser
 * and every later search in the browser agree.
 */
export function withCardFigures(client: LiteClient, options: CardFigureOptions): LiteClient {
  const search = async (...args: SearchArgs): Promise<SearchAnswer> => {
    const [requests, requestOptions] = args;
    const list = (Array.isArray(requests) ? requests : requests.requests) as SearchRequest[];
    const rewritten = list.map((request) => rewrite(request, options));
    const answer = await client.search(
      (Array.isArray(requests) ? rewritten : { ...requests, requests: rewritten }) as SearchArgs[0],
      requestOptions,
    );
    if (!Array.isArray(answer?.results)) return answer;
    const results = answer.results.map((result, position) => {
      const request = rewritten[position];
      return request && asksForCards(request, options.isPropertyIndex)
        ? withMatchingUnits(result as HitsResult, request, options)
        : result;
    });
    return { ...answer, results } as SearchAnswer;
  };
  return { ...client, search: search as LiteClient['search'] };
}
