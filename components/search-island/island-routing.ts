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

/** An island's routing, and what tells it of an address it did not write. */
export interface IslandRouting<Route> extends InstantSearchNextRouting<UiState, Route> {
  /**
   * Has the router read the address again if it changed otherwise than by the router's own writes
   * or Back and Forward (which InstantSearch reads itself): a link to this page with another query
   * string, followed by Next's router without mounting the page again.
   */
  followAddress: () => void;
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
 *
 * react-instantsearch-nextjs has InstantSearch read the address again after every change Next's
 * router reports, the router's own writes included, which Next reports a render later. A change the
 * visitor made in between was replaced by the address written before it, and a list read back in
 * another order than written was written again, a second history entry. This routing reads the
 * address only when something else changed it (`followAddress`).
 */
export function createIslandRouting<Route>(
  indexName: string,
  codec: IslandRouteCodec<Route>,
  fixed?: FixedRoute<Route>,
): IslandRouting<Route> {
  let readAddress: (() => void) | null = null;
  let ownPath = fixed?.path ?? '';
  /** The address the router last wrote or read. */
  let known = '';
  const acknowledge = () => {
    known = window.location.href;
  };
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
      push(url) {
        pushUnlessNavigatedAway(url);
        acknowledge();
      },
      // Called as InstantSearch starts, which reads the address then (on the server too: a render has
      // no address to follow); it reads Back and Forward in a listener of its own, added after this one.
      start(onUpdate) {
        if (typeof window === 'undefined') return;
        readAddress = onUpdate;
        ownPath = fixed?.path ?? window.location.pathname;
        acknowledge();
        window.addEventListener('popstate', acknowledge);
      },
      dispose() {
        if (typeof window === 'undefined') return;
        readAddress = null;
        window.removeEventListener('popstate', acknowledge);
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
    followAddress() {
      const { href, pathname } = window.location;
      // Another page's address is that page's (see pushUnlessNavigatedAway).
      if (!readAddress || href === known || pathname !== ownPath) return;
      acknowledge();
      readAddress();
    },
  };
}
