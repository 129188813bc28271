import { sendGaEvent } from '@/lib/analytics/ga-event';
import { MAX_SHORTLIST } from './listing-id';
import type { SavedListing, ToggleOutcome } from './saved-listings';
import {
  getShortlistSnapshot,
  isShortlistUnsaved,
  removeFromShortlist,
  subscribeShortlistStore,
  toggleShortlist,
} from './shortlist-store';
import { takeKeptTaps } from './tap-keeper';

/**
 * What a visitor is told, and what analytics hears, when the shortlist changes: every press gets
 * a sentence in the page's status line (components/shortlist/shortlist-notice.tsx), so none goes
 * unanswered, and adding, removing, comparing and sharing are GA events.
 */

export interface ShortlistNotice {
  text: string;
  /** Changes with every notice, so the same sentence twice is announced twice. */
  serial: number;
}

const NOTICE_EVENT = 'shortlist:notice';
let notice: ShortlistNotice | null = null;

export function subscribeShortlistNotice(listener: () => void): () => void {
  window.addEventListener(NOTICE_EVENT, listener);
  return () => window.removeEventListener(NOTICE_EVENT, listener);
}

export function getShortlistNotice(): ShortlistNotice | null {
  return notice;
}

export function getServerShortlistNotice(): null {
  return null;
}

export function announceShortlist(text: string): void {
  notice = { text, serial: (notice?.serial ?? 0) + 1 };
  window.dispatchEvent(new Event(NOTICE_EVENT));
}

const UNSAVED = ' This browser is not keeping it: it lasts until you leave the site.';

function describeOutcome(outcome: ToggleOutcome | 'unsaved', name: string): string {
  const listing = name ? `“${name}”` : 'The listing';
  const size = getShortlistSnapshot().length;
  switch (outcome) {
    case 'added':
      return `${listing} is on your shortlist (${size} of ${MAX_SHORTLIST}).${isShortlistUnsaved() ? UNSAVED : ''}`;
    case 'removed':
      return `${listing} is off your shortlist (${size} of ${MAX_SHORTLIST}).`;
    case 'full':
      return `Your shortlist is full: it holds ${MAX_SHORTLIST} listings. Remove one to add ${name ? `“${name}”` : 'another'}.`;
    case 'unsaved':
      return `${listing} could not be saved: this browser is not letting the site keep a shortlist.`;
  }
}

function report(outcome: ToggleOutcome | 'unsaved', listing: SavedListing): void {
  announceShortlist(describeOutcome(outcome, listing.name));
  if (outcome !== 'added' && outcome !== 'removed') return;
  sendGaEvent(outcome === 'added' ? 'shortlist_add' : 'shortlist_remove', {
    listing_id: listing.id,
    shortlist_size: String(getShortlistSnapshot().length),
  });
}

/** A press of a listing's Shortlist toggle. */
export function pressShortlistToggle(listing: SavedListing): ToggleOutcome {
  const outcome = toggleShortlist(listing);
  report(outcome, listing);
  return outcome;
}

/** The Remove control of the shortlist page. */
export function removeShortlisted(listing: SavedListing): void {
  removeFromShortlist(listing.id);
  report('removed', listing);
}

/**
 * Subscribes to the shortlist; the first subscription takes over from the tap keeper and reports
 * the presses it answered before the page's scripts ran.
 */
export function subscribeShortlist(listener: () => void): () => void {
  const unsubscribe = subscribeShortlistStore(listener);
  for (const tap of takeKeptTaps()) report(tap.outcome, { id: tap.id, name: tap.name });
  return unsubscribe;
}

export function reportShortlistCompare(count: number): void {
  sendGaEvent('shortlist_compare', { listings: String(count) });
}
