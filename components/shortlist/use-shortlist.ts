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

const NOTHING_SAVED: readonly SavedListing[] = [];
const savedOrNothing = () => {
  const shortlist = getShortlistSnapshot();
  return shortlist.length === 0 ? NOTHING_SAVED : shortlist;
};
const nothingSaved = () => NOTHING_SAVED;

/**
 * The shortlist for what shows "not known yet" and "nothing saved" alike (a toggle, the header's
 * count). Both are the same list, so a visitor with nothing saved hydrates without a render after:
 * React makes that render synchronous, and it would take every other update due after hydration
 * (the search's answer, say) into the same long task.
 */
export function useSavedListings(): readonly SavedListing[] {
  return useSyncExternalStore(subscribeShortlist, savedOrNothing, nothingSaved);
}
