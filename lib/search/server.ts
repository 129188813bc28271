import 'server-only';

/**
 * The search service's server-only front door: everything `index.ts` offers, plus cached reads for
 * server components (a failure is a SearchError), the deal counts and hero options, and the
 * embedded engine with its start-up warm-up.
 */
export * from './index';
export { searchCached, searchCachedOne, type ServerSearchRequest } from './cached-search';
export { isSearchError, SearchError, type SearchErrorCode } from './errors';
export { getEmbeddedSearchEngine } from './embedded/service';
export { warmUpSearchEngine, warmUpSearchRoute } from './embedded/warm-up';
export { getHeroSearchOptions, NO_HERO_SEARCH_OPTIONS, type HeroSearchOptions } from './hero-options';
export { getPropertyCounts } from './property-counts';
export { getEmbeddedSearchReady, getServerSearchClient } from './server-client';
