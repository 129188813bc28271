import 'server-only';
import { unstable_cache } from 'next/cache';
import { LISTINGS_FRESH_SECONDS, LISTINGS_TAG } from './tags';

/**
 * Makes the cached answer that calls it (a route handler's image) depend on the listings: it
 * carries the `listings` tag, so a listing sync purges it, and turns stale when listing reads do.
 * For answers whose own reads bypass the data cache (a search state's summary: states are endless).
 */
export const dependOnListings = unstable_cache(async () => true, ['listings-dependency'], {
  revalidate: LISTINGS_FRESH_SECONDS,
  tags: [LISTINGS_TAG],
});
