import 'server-only';
import { keepDistinctRecords } from './distinct-paging';
import {
  computeFacetStats,
  type FacetStats,
  countFacetValues,
  rankFacetValues,
  toFacetObject,
} from './facet-counts';
import type { BuiltIndex } from './index-build';
import type { SearchRequest } from './request-params';
import type { Aggregates } from './types';

export type { Aggregates };

/** Requested facets that return counts: `*` means every counted attributesForFaceting entry. */
export function resolveFacets(index: BuiltIndex, requested: readonly string[]): string[] {
  const names = requested.includes('*') ? [...index.countedFacets, ...requested] : requested;
  return [
    ...new Set(names.filter((name) => index.countedFacets.includes(name) || index.numericColumns.has(name))),
  ];
}

function countAggregates(index: BuiltIndex, records: Int32Array, names: string[], request: SearchRequest) {
  const facets: Record<string, Record<string, number>> = {};
  const facetsStats: Record<string, FacetStats> = {};
  for (const name of names) {
    const column = index.facetColumns.get(name);
    if (column) {
      const counts = countFacetValues(column, records);
      const ranked = rankFacetValues(column, counts, request.maxValuesPerFacet, request.sortFacetValuesBy);
      facets[name] = toFacetObject(column, counts.counts, ranked);
    }
    const numeric = index.numericColumns.get(name);
    const stats = numeric ? computeFacetStats(numeric, records) : null;
    if (stats) facetsStats[name] = stats;
  }
  return { facets, facetsStats };
}

/** The selection twice: ranked (for distinct) and in record-id order (for cache-friendly counting). */
export interface Selection {
  ranked: Int32Array;
  ascending: Int32Array;
}

/** Facets count records before distinct unless facetingAfterDistinct asks for the kept records only. */
export function computeAggregates(
  index: BuiltIndex,
  selection: () => Selection,
  names: string[],
  request: SearchRequest,
  distinct: boolean,
): Aggregates {
  if (names.length === 0) return { facets: {}, facetsStats: {} };
  const records =
    distinct && request.facetingAfterDistinct && index.distinct
      ? keepDistinctRecords(
          selection().ranked,
          index.distinct.column,
          request.distinct,
          index.distinct.scratch,
        )
      : selection().ascending;
  return countAggregates(index, records, names, request);
}

/** Cached aggregates are shared by later responses, so they are frozen against accidental mutation. */
export function freezeAggregates({ facets, facetsStats }: Aggregates): Aggregates {
  for (const values of Object.values(facets)) Object.freeze(values);
  return { facets: Object.freeze(facets), facetsStats: Object.freeze(facetsStats) };
}
