/**
 * The search service, for server and browser code alike: the one client factory, the index names
 * and query constants, and the `/search` state with its URL and InstantSearch mappings. Server-only
 * reads (cached queries, counts, the embedded engine) are behind `./server`.
 *
 * The plain search forms outside the search island (the quick search bar on every page, the home
 * page's hero search) import `url-state.ts`, `search-state.ts` and `range.ts` themselves: a client
 * bundle keeps every module a barrel names, and those pages must not carry the search client.
 */
export { createSearchClient, getBrowserSearchOrigins } from './client';
export {
  buildExcludedContactFilter,
  HITS_PER_PAGE,
  INDEX_NAMES,
  NEWS_CATEGORY_FACET_LIMIT,
  NEWS_HITS_PER_PAGE,
  PROPERTY_ATTRIBUTES,
  PROPERTY_TYPE_FACET_LIMIT,
  SEARCH_STALLED_DELAY_MS,
} from './indices';
export {
  clampTypedValue,
  INPUT_FLOORS,
  resolveRange,
  type RangeBounds,
  type RangeField,
} from './state/range';
export { DEFAULT_SEARCH_STATE, type SearchState } from './state/search-state';
export { describeIgnoredParams } from './wording/search-notices';
export { isSortOrder, SORT_LABELS, SORT_ORDERS, sortedIndexName, type SortOrder } from './state/sort';
export {
  changeUiState,
  dealIndexName,
  readSortBy,
  searchStateToUiState,
  uiStateToSearchState,
  type PropertyIndexNames,
} from './state/ui-state';
export { withPropertyCards } from './property-search-client';
export { buildSearchHref, parseSearchParams, toSearchParams } from './state/url-state';
