import type { SearchResponse } from 'instantsearch.js';

/** A search service's answer with no hits, for an island's tests. */
export function emptyAnswer(
  index: string,
  query: string,
): SearchResponse<Record<string, unknown>> & { index: string } {
  return {
    index,
    query,
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 12,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    params: '',
  };
}
