/**
 * Shortlist toggles are in the server's HTML, but a cached page loads its scripts after its first
 * paint, so a press can come before React listens. The tap keeper, a small inline script that runs
 * where the header's shortlist count is parsed, answers such presses itself: it toggles the
 * listing in storage as the store would, marks every toggle for it pressed or not, updates the
 * count and marks `<html>` while the list holds any (SHORTLIST_SAVED_ATTRIBUTE), and leaves a note
 * of each press for the store to report once it runs (a full list, a browser that refuses
 * storage). From the store's first subscription on it stands down. A press is never lost, and a
 * page whose scripts never arrive still keeps the shortlist. Its text is in tap-keeper-script.ts;
 * this module is what the page's own scripts share with it.
 */

export const SHORTLIST_ID_ATTRIBUTE = 'data-shortlist-id';
export const SHORTLIST_NAME_ATTRIBUTE = 'data-shortlist-name';
export const SHORTLIST_COUNT_ATTRIBUTE = 'data-shortlist-count';
/**
 * Set on `<html>` by the keeper while the stored shortlist holds a listing: until its scripts run,
 * the shortlist page shows its skeleton cards under it and the empty list's message otherwise.
 */
export const SHORTLIST_SAVED_ATTRIBUTE = 'data-shortlist-saved';
/** Set on `<html>` once the store has taken over. */
export const SHORTLIST_LIVE_ATTRIBUTE = 'data-shortlist-live';

export type KeptTapOutcome = 'added' | 'removed' | 'full' | 'unsaved';

export interface KeptTap {
  outcome: KeptTapOutcome;
  id: string;
  name: string;
}

declare global {
  interface Window {
    __shortlistTaps?: unknown[];
  }
}

const OUTCOMES: readonly string[] = ['added', 'removed', 'full', 'unsaved'] satisfies KeptTapOutcome[];

function isKeptTap(value: unknown): value is KeptTap {
  const tap = value as Partial<KeptTap> | null;
  return (
    typeof tap?.outcome === 'string' &&
    OUTCOMES.includes(tap.outcome) &&
    typeof tap.id === 'string' &&
    typeof tap.name === 'string'
  );
}

/** The presses the keeper answered since the last call, oldest first. */
export function takeKeptTaps(): KeptTap[] {
  const taps = window.__shortlistTaps ?? [];
  window.__shortlistTaps = [];
  return taps.filter(isKeptTap);
}
