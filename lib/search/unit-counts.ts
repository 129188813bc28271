import type { LiteClient } from 'algoliasearch/lite';
import { PROPERTY_ATTRIBUTES, UNIT_COUNT_FACET_LIMIT } from './indices';

export type SearchArgs = Parameters<LiteClient['search']>;
export type SearchAnswer = Awaited<ReturnType<LiteClient['search']>>;
export type SearchRequest = Record<string, unknown> & {
  indexName?: unknown;
  params?: Record<string, unknown>;
};

const KEY = PROPERTY_ATTRIBUTES.distinctKey;

interface FacetsOf {
  facets?: Record<string, Record<string, number>>;
}

export function paramsOf(request: SearchRequest): Record<string, unknown> {
  return request.params ?? request;
}

/** The query whose hits are cards: a property index, hits wanted, the unit key faceted. */
export function asksForCards(
  request: SearchRequest,
  isPropertyIndex: (indexName: string) => boolean,
): boolean {
  const params = paramsOf(request);
  const facets = params.facets;
  return (
    typeof request.indexName === 'string' &&
    isPropertyIndex(request.indexName) &&
    request.type !== 'facet' &&
    Number(params.hitsPerPage ?? 1) > 0 &&
    (facets === KEY || (Array.isArray(facets) && facets.includes(KEY)))
  );
}

/** The same search without distinct, counting only the units of each property. */
function unitCountQuery(request: SearchRequest): SearchRequest {
  const params = {
    ...paramsOf(request),
    hitsPerPage: 0,
    page: 0,
    distinct: false,
    facetingAfterDistinct: false,
    facets: [KEY],
    maxValuesPerFacet: UNIT_COUNT_FACET_LIMIT,
    attributesToRetrieve: [],
    analytics: false,
  };
  return withParams(request, params);
}

/** The request with these parameters, where its client keeps them (v5 inline, or under `params`). */
export function withParams(request: SearchRequest, params: Record<string, unknown>): SearchRequest {
  return request.params ? { ...request, params } : { ...request, ...params };
}

/**
 * Cards count the units of each property from the `property_gmaven_key` facet (SPEC §3), but the
 * card query counts facets after distinct (one per property, so that filter counts match the
 * results). This client adds, in the same request, the card query without distinct, and answers
 * the card query with that query's unit counts in place of its own.
 */
export function withUnitCounts(
  client: LiteClient,
  isPropertyIndex: (indexName: string) => boolean,
): LiteClient {
  const search = async (...args: SearchArgs): Promise<SearchAnswer> => {
    const [requests, options] = args;
    const list = (Array.isArray(requests) ? requests : requests.requests) as SearchRequest[];
    const cards = list.flatMap((request, position) =>
      asksForCards(request, isPropertyIndex) ? [position] : [],
    );
    if (cards.length === 0) return client.search(...args);
    const extended = [...list, ...cards.map((position) => unitCountQuery(list[position] ?? {}))];
    const answer = await client.search(
      (Array.isArray(requests) ? extended : { ...requests, requests: extended }) as SearchArgs[0],
      options,
    );
    if (!Array.isArray(answer?.results)) return answer;
    const results: unknown[] = answer.results.slice(0, list.length);
    cards.forEach((position, n) => {
      const companion = answer.results[list.length + n] as FacetsOf | undefined;
      const result = results[position] as FacetsOf | undefined;
      const counts = companion?.facets?.[KEY];
      if (result && counts) results[position] = { ...result, facets: { ...result.facets, [KEY]: counts } };
    });
    return { ...answer, results } as SearchAnswer;
  };
  return { ...client, search: search as LiteClient['search'] };
}
