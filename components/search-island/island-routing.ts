import type { IndexUiState, UiState } from 'instantsearch.js';
import type { InstantSearchNextRouting } from 'react-instantsearch-nextjs';

/** How one island's route state reads and writes the query string and its index's UI state. */
export interface IslandRouteCodec<Route> {
  /** Never throws: bad parts of a query string are dropped, as the server drops them. */
  parse: (params: URLSearchParams) => Route;
  serialise: (route: Route) => URLSearchParams;
  toIndexUiState: (route: Route) => IndexUiState;
  fromIndexUiState: (indexUiState: IndexUiState) => Route;
}

/**
 * URL routing of a search island: the page's own path with the codec's query string. The URL
 * survives unmounting, or a soft navigation away would first strip the list's query string.
 *
 * A page rendered for one route, whatever address asked for it, passes it as `serverRoute` (a
 * cached search document is rendered for its canonical state and served to every spelling of
 * it): the server renders that route, and the browser reads its own address, which means the same.
 */
export function createIslandRouting<Route>(
  indexName: string,
  codec: IslandRouteCodec<Route>,
  serverRoute?: Route,
): InstantSearchNextRouting<UiState, Route> {
  return {
    router: {
      cleanUrlOnDispose: false,
      createURL({ routeState, location }) {
        const query = codec.serialise(routeState).toString();
        return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
      },
      parseURL({ location }) {
        if (serverRoute !== undefined && typeof window === 'undefined') return serverRoute;
        return codec.parse(new URLSearchParams(location.search));
      },
    },
    stateMapping: {
      stateToRoute(uiState) {
        return codec.fromIndexUiState(uiState[indexName] ?? {});
      },
      routeToState(route) {
        return { [indexName]: codec.toIndexUiState(route) };
      },
    },
  };
}
