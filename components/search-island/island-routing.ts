import type { IndexUiState, UiState } from 'instantsearch.js';
import type { InstantSearchNextRouting } from 'react-instantsearch-nextjs';
import { publicConfig } from '@/lib/config';

const SITE_ORIGIN = new URL(publicConfig.siteUrl).origin;

/** How one island's route state reads and writes the query string and its index's UI state. */
export interface IslandRouteCodec<Route> {
  /** Never throws: bad parts of a query string are dropped, as the server drops them. */
  parse: (params: URLSearchParams) => Route;
  serialise: (route: Route) => URLSearchParams;
  toIndexUiState: (route: Route) => IndexUiState;
  fromIndexUiState: (indexUiState: IndexUiState) => Route;
}

/**
 * InstantSearch hears a soft navigation away (the new pathname) before the island unmounts, and
 * can then write its own state a moment later: a property opened from `/search` would show under
 * the address `/search`. The address belongs to the page shown, so a write for another path is
 * dropped.
 */
export function pushUnlessNavigatedAway(url: string): void {
  if (new URL(url, window.location.href).pathname !== window.location.pathname) return;
  window.history.pushState({}, '', url);
}

/** A page rendered for one route at one public path, whatever address asked for it. */
export interface FixedRoute<Route> {
  path: string;
  route: Route;
}

/**
 * URL routing of a search island: the page's own path with the codec's query string. The URL
 * survives unmounting, or a soft navigation away would first strip the list's query string.
 * Its URLs are absolute, as InstantSearch compares them with `location.href` before it writes
 * one. On the server they name the site's canonical origin: a cached page knows no host
 * (InstantSearchNext's server location is then `http://null`).
 *
 * A cached search document is rendered for its canonical state, at an internal path, and served to
 * every spelling of it: it passes `fixed`, so the server renders that route and links to that
 * path, and the browser reads its own address, which means the same.
 */
export function createIslandRouting<Route>(
  indexName: string,
  codec: IslandRouteCodec<Route>,
  fixed?: FixedRoute<Route>,
): InstantSearchNextRouting<UiState, Route> {
  return {
    router: {
      cleanUrlOnDispose: false,
      createURL({ routeState, location }) {
        const query = codec.serialise(routeState).toString();
        const origin = typeof window === 'undefined' ? SITE_ORIGIN : location.origin;
        return `${origin}${fixed?.path ?? location.pathname}${query ? `?${query}` : ''}`;
      },
      parseURL({ location }) {
        if (fixed && typeof window === 'undefined') return fixed.route;
        return codec.parse(new URLSearchParams(location.search));
      },
      push: pushUnlessNavigatedAway,
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
