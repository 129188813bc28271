import { isListingId, MAX_SHORTLIST } from './listing-id';

/**
 * What the browser keeps of a shortlist (localStorage, one JSON array under one key): each
 * listing's id and the name it had when saved, so a listing that has since gone can still be
 * named. Written by the store (`shortlist-store.ts`) and, before the page's scripts have run, by the
 * tap keeper (`tap-keeper.ts`), which both read this shape.
 */

export const SHORTLIST_STORAGE_KEY = 'shortlist.v1';
/** Names are shown, never trusted: a stored one longer than this is cut. */
export const MAX_SAVED_NAME_LENGTH = 120;

export interface SavedListing {
  id: string;
  name: string;
}

/** The stored list as the site reads it: valid entries only, no repeats, at most MAX_SHORTLIST. */
export function parseSavedListings(raw: string | null): SavedListing[] {
  let value: unknown;
  try {
    value = raw === null ? [] : JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const listings: SavedListing[] = [];
  for (const entry of value as unknown[]) {
    const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
    if (typeof id !== 'string' || !isListingId(id) || listings.some((saved) => saved.id === id)) continue;
    listings.push({ id, name: typeof name === 'string' ? name.slice(0, MAX_SAVED_NAME_LENGTH) : '' });
    if (listings.length === MAX_SHORTLIST) break;
  }
  return listings;
}

export type ToggleOutcome = 'added' | 'removed' | 'full';

/** The list after a press of a listing's toggle: added at the end, removed, or refused when full. */
export function toggleSavedListing(
  listings: readonly SavedListing[],
  listing: SavedListing,
): { listings: SavedListing[]; outcome: ToggleOutcome } {
  if (listings.some((saved) => saved.id === listing.id)) {
    return { listings: listings.filter((saved) => saved.id !== listing.id), outcome: 'removed' };
  }
  if (listings.length >= MAX_SHORTLIST) return { listings: [...listings], outcome: 'full' };
  return { listings: [...listings, listing], outcome: 'added' };
}

/** The list with `incoming` added in order, up to the limit; `skipped` counts those that did not fit. */
export function mergeSavedListings(
  listings: readonly SavedListing[],
  incoming: readonly SavedListing[],
): { listings: SavedListing[]; added: number; skipped: number } {
  const merged = [...listings];
  let added = 0;
  let skipped = 0;
  for (const listing of incoming) {
    if (merged.some((saved) => saved.id === listing.id)) continue;
    if (merged.length >= MAX_SHORTLIST) skipped += 1;
    else {
      merged.push(listing);
      added += 1;
    }
  }
  return { listings: merged, added, skipped };
}
