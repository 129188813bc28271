import {
  mergeSavedListings,
  parseSavedListings,
  SHORTLIST_STORAGE_KEY,
  toggleSavedListing,
  type SavedListing,
  type ToggleOutcome,
} from './saved-listings';
import { SHORTLIST_LIVE_ATTRIBUTE } from './tap-keeper';

/**
 * The visitor's shortlist, kept by the browser alone (localStorage): no account, nothing sent to
 * the server. Components read it with `useSyncExternalStore(subscribeShortlist,
 * getShortlistSnapshot, getServerShortlistSnapshot)`: the server and the hydrating render both see
 * "not known yet" (null), and the stored list arrives in the render after, so hydration always
 * matches. Other tabs' changes arrive through the `storage` event.
 */

const CHANGE_EVENT = 'shortlist:change';

/** Where the list lives when the browser refuses storage (a locked-down profile): this page only. */
let unsavedCopy: string | null = null;
let storageRefused = false;
let cachedRaw: string | null | undefined;
let cachedListings: readonly SavedListing[] = [];

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SHORTLIST_STORAGE_KEY);
  } catch {
    return unsavedCopy;
  }
}

function writeListings(listings: readonly SavedListing[]): void {
  const raw = JSON.stringify(listings);
  try {
    window.localStorage.setItem(SHORTLIST_STORAGE_KEY, raw);
    storageRefused = false;
  } catch {
    unsavedCopy = raw;
    storageRefused = true;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** True when the last change could not be stored: it lasts until the page is left. */
export function isShortlistUnsaved(): boolean {
  return storageRefused;
}

/** The same array for as long as the stored text is the same, as useSyncExternalStore requires. */
export function getShortlistSnapshot(): readonly SavedListing[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedListings = parseSavedListings(raw);
  }
  return cachedListings;
}

/** On the server and while hydrating, the shortlist is not known. */
export function getServerShortlistSnapshot(): null {
  return null;
}

/** Components subscribe through `shortlist-events.ts`, which also reports the keeper's presses. */
export function subscribeShortlistStore(listener: () => void): () => void {
  // From now on presses reach React's handlers; the keeper stands down.
  document.documentElement.setAttribute(SHORTLIST_LIVE_ATTRIBUTE, '');
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SHORTLIST_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function isShortlisted(id: string): boolean {
  return getShortlistSnapshot().some((saved) => saved.id === id);
}

export function toggleShortlist(listing: SavedListing): ToggleOutcome {
  const { listings, outcome } = toggleSavedListing(getShortlistSnapshot(), listing);
  if (outcome !== 'full') writeListings(listings);
  return outcome;
}

export function removeFromShortlist(id: string): void {
  const current = getShortlistSnapshot();
  if (current.some((saved) => saved.id === id)) writeListings(current.filter((saved) => saved.id !== id));
}

/** Adds a shared shortlist's listings to the visitor's own, as many as fit. */
export function addToShortlist(incoming: readonly SavedListing[]): { added: number; skipped: number } {
  const { listings, added, skipped } = mergeSavedListings(getShortlistSnapshot(), incoming);
  if (added > 0) writeListings(listings);
  return { added, skipped };
}
