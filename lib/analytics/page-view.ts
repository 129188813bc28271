import type { AnalyticsProvider } from './test-mode';

/**
 * The page a page view is recorded for: the path plus its query string, because the search page
 * keeps its whole state in the query (SPEC §2) and each search is a page view of its own.
 */
export function buildPagePath(pathname: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** Records the page at `path` for the providers that may count it (the visitor's consent). */
export type TrackPageView = (path: string, providers: readonly AnalyticsProvider[]) => void;

/**
 * Sends a page view to each provider whose last one was for another path, so React strict mode's
 * repeated effects and re-renders on the same page count once, while leaving and coming back
 * (including with the back button) counts again. A provider left out (consent withdrawn) forgets
 * its last page: allowed again, it counts the page it is on, and the others do not count it twice.
 */
export function createPageViewTracker(
  send: (path: string, providers: AnalyticsProvider[]) => void,
): TrackPageView {
  const lastPaths = new Map<AnalyticsProvider, string>();
  return (path, providers) => {
    for (const provider of lastPaths.keys()) if (!providers.includes(provider)) lastPaths.delete(provider);
    const due = providers.filter((provider) => lastPaths.get(provider) !== path);
    if (due.length === 0) return;
    for (const provider of due) lastPaths.set(provider, path);
    send(path, due);
  };
}
