import type { Page, Request } from '@playwright/test';

/*
 * The multi-query requests a /search page sends to its search service, embedded
 * (`/api/search/1/indexes/*\/queries`) or hosted Algolia (`…algolia.net/1/indexes/*\/queries`), read
 * as the queries in each: what a filter tap costs on hosted Algolia, where each query is billed.
 */

export type QueryParams = Record<string, unknown>;

const QUERIES_PATH = /\/1\/indexes\/(\*|%2A)\/queries$/i;

/** The queries of a multi-query request; null for any other request. */
export function queriesOf(request: Request): QueryParams[] | null {
  if (request.method() !== 'POST' || !QUERIES_PATH.test(new URL(request.url()).pathname)) return null;
  const body = JSON.parse(request.postData() ?? '{}') as { requests?: QueryParams[] };
  return (body.requests ?? []).map(({ params, ...query }) => {
    if (typeof params !== 'string') return { ...query, ...(params as QueryParams | undefined) };
    // Algolia's older form: the parameters as a query string, each value JSON where it is not text.
    const decoded = Object.fromEntries(
      [...new URLSearchParams(params)].map(([key, value]): [string, unknown] => {
        try {
          return [key, JSON.parse(value)];
        } catch {
          return [key, value];
        }
      }),
    );
    return { ...query, ...decoded };
  });
}

/** Every multi-query request the page sends from now on, each as its list of queries. */
export function recordMultiQueries(page: Page): QueryParams[][] {
  const sent: QueryParams[][] = [];
  page.on('request', (request) => {
    const queries = queriesOf(request);
    if (queries) sent.push(queries);
  });
  return sent;
}

/**
 * A query as InstantSearch means it: 'cards' for the one whose hits are the results, 'counts of
 * {attribute}' for a refined list's counts without its own refinement (one per refined list,
 * no hits), 'records without distinct' for hits of units rather than properties, anything else as it is.
 */
export function describeQuery(query: QueryParams): string {
  const facets = typeof query.facets === 'string' ? [query.facets] : (query.facets as string[] | undefined);
  if (Number(query.hitsPerPage ?? 20) > 0)
    return query.distinct === false ? 'records without distinct' : 'cards';
  if (Number(query.hitsPerPage) === 0 && facets?.length === 1) return `counts of ${facets[0]}`;
  return JSON.stringify(query);
}

/** The queries InstantSearch needs for a state with these refined lists: the cards, and each list's counts. */
export function neededQueries(refinedAttributes: readonly string[]): string[] {
  return ['cards', ...refinedAttributes.map((attribute) => `counts of ${attribute}`)];
}

/** What a tap sent, each request as its queries described, sorted so that order does not matter. */
export function describeRequests(requests: readonly QueryParams[][]): string[][] {
  return requests.map((queries) => queries.map(describeQuery).sort());
}
