import 'server-only';
import type { SearchResponse, SearchResponses } from 'algoliasearch/lite';
import { unstable_cache } from 'next/cache';
import { LISTINGS_FRESH_SECONDS, LISTINGS_TAG } from '@/lib/cache/tags';
import { SearchError } from './errors';
import { getServerSearchClient } from './server-client';

export interface ServerSearchRequest {
  indexName: string;
  params: Record<string, unknown>;
}

function hasOneResultPerRequest<Hit>(
  answer: SearchResponses<Hit> | undefined,
  requests: ServerSearchRequest[],
) {
  return Array.isArray(answer?.results) && answer.results.length === requests.length;
}

/**
 * One round trip to the search service, not kept: for searches a visitor made up, whose answers
 * live only in the page they render. A failure or an answer in another shape is a SearchError.
 */
export async function searchService<Hit>(requests: ServerSearchRequest[]): Promise<SearchResponses<Hit>> {
  let answer: SearchResponses<Hit>;
  try {
    answer = await getServerSearchClient().search<Hit>(requests);
  } catch (error) {
    throw new SearchError('unavailable', 'The search service could not be reached.', { cause: error });
  }
  // An answer in another shape must fail here, or it would be kept as the last good one.
  if (!hasOneResultPerRequest(answer, requests)) {
    throw new SearchError('unavailable', 'The search service answered without one result per request.');
  }
  return answer;
}

/**
 * Server-side reads of the search service through Next's data cache: listings change on a sync,
 * not per visitor, and when the service is down a page keeps the last answer it had. Tags beyond
 * `listings` let a sync purge a single property.
 */
export async function searchCached<Hit>(
  requests: ServerSearchRequest[],
  tags: readonly string[] = [],
): Promise<SearchResponses<Hit>> {
  const read = unstable_cache(() => searchService<Hit>(requests), ['search', JSON.stringify(requests)], {
    revalidate: LISTINGS_FRESH_SECONDS,
    tags: [LISTINGS_TAG, ...tags],
  });
  const answer = await read();
  // Next answers a cache entry stored without its body with `undefined` (which can happen under
  // load, over Redis): the cache failed, not the service, so the service is asked.
  return hasOneResultPerRequest(answer, requests) ? answer : searchService<Hit>(requests);
}

/** One result of an answer as a search's: a result without a list of hits is a SearchError. */
export function hitsResult<Hit>(result: unknown, indexName: string): SearchResponse<Hit> {
  if (typeof result !== 'object' || result === null || !('hits' in result) || !Array.isArray(result.hits)) {
    throw new SearchError('unavailable', `The search service returned no result from ${indexName}.`);
  }
  return result as SearchResponse<Hit>;
}

/** One query through `searchCached`; an answer without a list of hits is a SearchError. */
export async function searchCachedOne<Hit>(
  request: ServerSearchRequest,
  tags: readonly string[] = [],
): Promise<SearchResponse<Hit>> {
  const { results } = await searchCached<Hit>([request], tags);
  return hitsResult<Hit>(results[0], request.indexName);
}
