import 'server-only';
import { cache } from 'react';
import { INDEX_NAMES, buildExcludedContactFilter, dealIndexName, isSearchError } from '@/lib/search/server';
import { describeResults } from '@/lib/search/wording/describe-results';
import { summarizeResults, type ResultsSummary } from '@/lib/search/wording/results-summary';
import { ListingsError } from './errors';
import { landingFacetFilters, type LandingFilters } from './queries';

/** What a landing page's link preview reads: its count, lowest price and first listing's photo. */
export const getLandingSummary = cache(async (filters: LandingFilters): Promise<ResultsSummary> => {
  const indexName = dealIndexName(filters.dealType, INDEX_NAMES);
  try {
    return await summarizeResults({
      indexName,
      cardsIndexName: indexName,
      params: {
        query: '',
        facetFilters: landingFacetFilters(filters),
        filters: buildExcludedContactFilter(),
      },
      page: 0,
    });
  } catch (error) {
    if (isSearchError(error)) throw new ListingsError('unavailable', error.message, { cause: error });
    throw error;
  }
});

/** "24 offices to let in Sandton CBD, Johannesburg · from R150.00 per m²". */
export function describeLandingResults(filters: LandingFilters, summary: ResultsSummary): string {
  const place = filters.suburb && filters.city ? `${filters.suburb}, ${filters.city}` : filters.city;
  return describeResults({
    count: summary.count,
    fromPrice: summary.fromPrice,
    dealType: filters.dealType,
    types: filters.category ? [filters.category] : [],
    places: place ? [place] : [],
  });
}
