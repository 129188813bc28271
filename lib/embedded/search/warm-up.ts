import 'server-only';
import { EMBEDDED_SEARCH_PATH } from '@/lib/search/client';
import type { SearchEngine } from './engine';
import {
  buildExcludedContactFilter,
  HITS_PER_PAGE,
  INDEX_NAMES,
  PROPERTY_ATTRIBUTES as A,
  PROPERTY_TYPE_FACET_LIMIT,
} from '@/lib/search/indices';

const ENGINE_ROUNDS = 40;
const ROUTE_ROUNDS = 10;
const FACETS = [A.propertyType, A.city, A.suburb, A.broker, A.grossPrice, A.minGla, A.maxGla];

/**
 * A batch shaped like the property search's (the card query, a disjunctive facet). Each round
 * filters on a size no visitor sends, so no visitor's answer is computed in advance: the engine's
 * caches hold only these.
 */
function warmUpBatch(round: number) {
  const filters = buildExcludedContactFilter();
  const numericFilters = [`max_gla>=${1 + round * 0.5}`];
  return {
    requests: [INDEX_NAMES.rent, INDEX_NAMES.buy].flatMap((indexName) => [
      {
        indexName,
        query: '',
        hitsPerPage: HITS_PER_PAGE,
        distinct: true,
        facetingAfterDistinct: true,
        facets: FACETS,
        maxValuesPerFacet: PROPERTY_TYPE_FACET_LIMIT,
        filters,
        numericFilters,
      },
      {
        indexName,
        query: '',
        hitsPerPage: 0,
        distinct: true,
        facetingAfterDistinct: true,
        facets: [A.city],
        filters,
        numericFilters,
      },
    ]),
  };
}

/** Runs searches until the engine's code is compiled, so the first visitors' searches are as fast as later ones. */
export function warmUpSearchEngine(engine: SearchEngine): void {
  for (let round = 0; round < ENGINE_ROUNDS; round += 1) engine.multipleQueries(warmUpBatch(round));
}

/**
 * The browser reaches the engine through a route handler, which Next loads on its first request:
 * a few requests once the server listens load and compile it before a visitor's first filter click.
 * Best effort: a server that cannot reach itself is served as before.
 */
export async function warmUpSearchRoute(origin: string): Promise<void> {
  const url = `${origin}${EMBEDDED_SEARCH_PATH}/1/indexes/*/queries`;
  try {
    for (let round = 0; round < ROUTE_ROUNDS; round += 1) {
      const response = await fetch(url, { method: 'POST', body: JSON.stringify(warmUpBatch(round)) });
      await response.arrayBuffer();
    }
  } catch {
    // Nothing to do: the first visitor pays the route's first load instead.
  }
}
