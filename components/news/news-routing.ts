import type { UiState } from 'instantsearch.js';
import type { InstantSearchNextRouting } from 'react-instantsearch-nextjs';
import {
  newsRouteToUiState,
  parseNewsParams,
  toNewsSearchParams,
  uiStateToNewsRoute,
  type NewsRouteState,
} from '@/lib/news/news-url-state';

/**
 * URL routing of a news list: `query`, repeated `category` and a 1-based `page`, through the same
 * parser the server uses. The URL must survive unmounting, or soft navigation to an article
 * would first strip the list's query string.
 */
export function createNewsRouting(indexName: string): InstantSearchNextRouting<UiState, NewsRouteState> {
  return {
    router: {
      cleanUrlOnDispose: false,
      createURL({ routeState, location }) {
        const query = toNewsSearchParams(routeState).toString();
        return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
      },
      parseURL({ location }) {
        return parseNewsParams(new URLSearchParams(location.search));
      },
    },
    stateMapping: {
      stateToRoute(uiState) {
        return uiStateToNewsRoute(uiState[indexName] ?? {});
      },
      routeToState(route) {
        return { [indexName]: newsRouteToUiState(route) };
      },
    },
  };
}
