import 'server-only';

/**
 * The search service's server-only front door: everything `index.ts` offers, plus cached reads for
 * server components (a failure is a SearchError), the deal counts and hero options, and the
 * embedded engine's start with its warm-up.
 */
export * from './index';
export { hitsResult, searchCachedOne, searchService, type ServerSearchRequest } from './cached-search';
export { isSearchError } from './errors';
export { getEmbeddedSearchReady, missingSearchService, warmUpEmbeddedSearch } from './embedded-backend';
export { getHeroSearchOptions, NO_HERO_SEARCH_OPTIONS, type HeroSearchOptions } from './hero-options';
export { getPropertyCounts } from './property-counts';
