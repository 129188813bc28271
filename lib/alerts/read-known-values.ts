import 'server-only';
import type { DealType } from '@/lib/deal';
import { buildExcludedContactFilter, INDEX_NAMES, PROPERTY_ATTRIBUTES as A } from '@/lib/search/indices';
import { getServerSearchClient } from '@/lib/search/server-client';
import { dealIndexName } from '@/lib/search/state/ui-state';
import type { KnownSearchValues } from './known-values';

const FACET_VALUE_LIMIT = 1000;

/** The request for every filter value of a deal type's index: one more query of a multi-query. */
export function knownValuesRequest(dealType: DealType) {
  return {
    indexName: dealIndexName(dealType, INDEX_NAMES),
    params: {
      query: '',
      hitsPerPage: 0,
      facets: [A.propertyType, A.city, A.suburb, A.broker],
      maxValuesPerFacet: FACET_VALUE_LIMIT,
      filters: buildExcludedContactFilter(),
    },
  };
}

/** The values of a `knownValuesRequest` answer; an answer without facets rejects. */
export function toKnownValues(result: unknown): KnownSearchValues {
  if (typeof result !== 'object' || result === null || !('facets' in result)) {
    throw new Error('The search service answered without facets.');
  }
  const facets = (result.facets ?? {}) as Record<string, Record<string, number> | undefined>;
  const values = (attribute: string) => new Set(Object.keys(facets[attribute] ?? {}));
  return {
    propertyTypes: values(A.propertyType),
    cities: values(A.city),
    suburbs: values(A.suburb),
    brokers: values(A.broker),
  };
}

/**
 * The filter values the index knows for a deal type, through the site's own search client (no data
 * cache: it runs in actions and in `npm run alerts` alike). A failure rejects: an e-mail that cannot
 * be described safely is not sent.
 */
export async function readKnownSearchValues(dealType: DealType): Promise<KnownSearchValues> {
  const { results } = await getServerSearchClient().search([knownValuesRequest(dealType)]);
  return toKnownValues(results[0]);
}
