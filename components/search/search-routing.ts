import type { UiState } from 'instantsearch.js';
import type { InstantSearchNextRouting } from 'react-instantsearch-nextjs';
import type { SearchState } from '@/lib/search/search-state';
import { searchStateToUiState, uiStateToSearchState, type PropertyIndexNames } from '@/lib/search/ui-state';
import { parseSearchParams, toSearchParams } from '@/lib/search/url-state';

/**
 * URL routing of the property search: the query string of SPEC §2 (repeated keys, 1-based page,
 * defaults omitted) through the same parser the server uses, so bad input is dropped alike.
 */
export function createSearchRouting(
  indices: PropertyIndexNames,
): InstantSearchNextRouting<UiState, SearchState> {
  return {
    router: {
      cleanUrlOnDispose: false,
      createURL({ routeState, location }) {
        const query = toSearchParams(routeState).toString();
        return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
      },
      parseURL({ location }) {
        return parseSearchParams(new URLSearchParams(location.search)).state;
      },
    },
    stateMapping: {
      stateToRoute(uiState) {
        return uiStateToSearchState(uiState[indices.rent] ?? {}, indices);
      },
      routeToState(route) {
        return { [indices.rent]: searchStateToUiState(route, indices) };
      },
    },
  };
}
