import 'server-only';
import type { SearchResponse } from 'algoliasearch/lite';
import type { DealType } from '@/lib/deal';
import {
  buildExcludedContactFilter,
  dealIndexName,
  INDEX_NAMES,
  isSearchError,
  searchCachedOne,
} from '@/lib/search/server';
import { ListingsError } from './errors';
import type { IndexedPropertyRecord } from './wire-types';

/** The most values of one facet a read asks for (Algolia's most). */
export const FACET_VALUE_LIMIT = 1000;

type Params = Record<string, unknown>;

/** One cached read of a deal type's index, the excluded contact's records left out (SPEC §9); a failure is a ListingsError. */

export async function searchIndex(
  dealType: DealType,
  params: Params,
  tags: readonly string[] = [],
  indexName = dealIndexName(dealType, INDEX_NAMES),
): Promise<SearchResponse<IndexedPropertyRecord>> {
  const request = {
    indexName,
    params: { query: '', filters: buildExcludedContactFilter(), attributesToHighlight: [], ...params },
  };
  try {
    return await searchCachedOne<IndexedPropertyRecord>(request, tags);
  } catch (error) {
    if (isSearchError(error)) throw new ListingsError('unavailable', error.message, { cause: error });
    throw error;
  }
}

export function facetFilter(attribute: string, value: string): string {
  // A leading dash would read as a negation (Algolia escapes it with a backslash).
  return `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;
}
