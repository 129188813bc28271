/**
 * The page a page view is recorded for: the path plus its query string, because the search page
 * keeps its whole state in the query (SPEC §2) and each search is a page view of its own.
 */
export function buildPagePath(pathname: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? pathname : `${pathname}?${query}`;
}

export type TrackPageView = (path: string) => void;

/**
 * Sends a page view only when the path differs from the last one sent, so React strict mode's
 * repeated effects and re-renders on the same page count once, while leaving and coming back
 * (including with the back button) counts again.
 */
export function createPageViewTracker(send: (path: string) => void): TrackPageView {
  let lastPath: string | undefined;
  return (path) => {
    if (path === lastPath) return;
    lastPath = path;
    send(path);
  };
}
