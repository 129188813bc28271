import 'server-only';
import type { DealType } from '@/lib/deal';
import type { RangeBounds } from '@/lib/search/state/range';
import { buildExcludedContactFilter, INDEX_NAMES, PROPERTY_ATTRIBUTES as A } from '@/lib/search/indices';
import { getServerSearchClient } from '@/lib/search/server-client';
import { dealIndexName } from '@/lib/search/state/ui-state';
import type { KnownSearchValues } from './known-values';

const FACET_VALUE_LIMIT = 1000;

interface FacetStats {
  min: number;
  max: number;
}

/** The range several attributes' stats span together; null when none has any. */
function spanOf(stats: ReadonlyArray<FacetStats | undefined>): RangeBounds | null {
  const present = stats.filter(
    (entry): entry is FacetStats => Number.isFinite(entry?.min) && Number.isFinite(entry?.max),
  );
  if (present.length === 0) return null;
  return {
    min: Math.min(...present.map((entry) => entry.min)),
    max: Math.max(...present.map((entry) => entry.max)),
  };
}

/** The request for every filter value of a deal type's index: one more query of a multi-query. */
export function knownValuesRequest(dealType: DealType) {
  return {
    indexName: dealIndexName(dealType, INDEX_NAMES),
    params: {
      query: '',
      hitsPerPage: 0,
      // The numeric three for their `facets_stats`: the range a described bound must sit in.
      facets: [A.propertyType, A.city, A.suburb, A.broker, A.grossPrice, A.minGla, A.maxGla],
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
  const stats = ('facets_stats' in result ? (result.facets_stats ?? {}) : {}) as Record<
    string,
    FacetStats | undefined
  >;
  return {
    propertyTypes: values(A.propertyType),
    cities: values(A.city),
    suburbs: values(A.suburb),
    brokers: values(A.broker),
    priceRange: spanOf([stats[A.grossPrice]]),
    glaRange: spanOf([stats[A.minGla], stats[A.maxGla]]),
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
