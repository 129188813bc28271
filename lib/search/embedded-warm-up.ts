import 'server-only';
import type { SearchEngine } from './embedded';
import {
  buildExcludedContactFilter,
  HITS_PER_PAGE,
  INDEX_NAMES,
  PROPERTY_ATTRIBUTES as A,
  UNIT_COUNT_FACET_LIMIT,
} from './indices';

const WARM_UP_ROUNDS = 40;
const FACETS = [A.distinctKey, A.propertyType, A.city, A.suburb, A.broker, A.grossPrice, A.minGla, A.maxGla];

/**
 * Runs searches shaped like the property search's (the card query, its unit counts, a
 * disjunctive facet) until the engine's code is compiled, so the first visitors' filter clicks are
 * as fast as later ones. Each round filters on a size no visitor sends, so no visitor's answer is
 * computed in advance: the engine's caches hold only these.
 */
export function warmUpSearchEngine(engine: SearchEngine): void {
  const filters = buildExcludedContactFilter();
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    const numericFilters = [`max_gla>=${1 + round * 0.5}`];
    for (const indexName of [INDEX_NAMES.rent, INDEX_NAMES.buy]) {
      engine.multipleQueries({
        requests: [
          {
            indexName,
            query: '',
            hitsPerPage: HITS_PER_PAGE,
            distinct: true,
            facetingAfterDistinct: true,
            facets: FACETS,
            maxValuesPerFacet: UNIT_COUNT_FACET_LIMIT,
            filters,
            numericFilters,
          },
          { indexName, query: '', hitsPerPage: 0, facets: [A.distinctKey], filters, numericFilters },
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
        ],
      });
    }
  }
}
