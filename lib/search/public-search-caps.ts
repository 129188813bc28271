import { MAX_PINS } from '@/lib/maps/result-pins';

/**
 * What one request to the embedded search's public route (`/api/search`) may ask, beyond which it
 * is a 400 naming the bound: anyone may send anything there, and every query runs on the server's one
 * thread. Each bound is at or above what the site's own pages send (measured in the browser with
 * every filter of the property search set and the map open): 7 queries a request, 1,000 hits at most
 * (the map's pins, in a request of their own), one box per query (the map's area), and no polygon.
 * The site's server-side searches run in-process, not through the route, and are not bound by these.
 */
export const PUBLIC_SEARCH_CAPS = {
  queries: 16,
  hits: MAX_PINS,
  polygonPoints: 100,
  boxes: 4,
} as const;
