'use client';

import { useSyncExternalStore } from 'react';
import type { SavedListing } from '@/lib/shortlist/saved-listings';
import { subscribeShortlist } from '@/lib/shortlist/shortlist-events';
import { getServerShortlistSnapshot, getShortlistSnapshot } from '@/lib/shortlist/shortlist-store';

/**
 * The visitor's shortlist, or null while it is not known: on the server and in the render that
 * hydrates the server's HTML, so both agree; the stored list comes in the render after.
 */
export function useShortlist(): readonly SavedListing[] | null {
  return useSyncExternalStore(subscribeShortlist, getShortlistSnapshot, getServerShortlistSnapshot);
}
