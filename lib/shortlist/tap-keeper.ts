import { MAX_SHORTLIST } from './listing-id';
import { SHORTLIST_STORAGE_KEY } from './saved-listings';

/**
 * Shortlist toggles are in the server's HTML, but a cached page loads its scripts after its first
 * paint, so a press can come before React listens. The tap keeper, a small inline script that runs
 * where the header's shortlist count is parsed, answers such presses itself: it toggles the
 * listing in storage as the store would, marks every toggle for it pressed or not, updates the
 * count and marks `<html>` while the list holds any (SHORTLIST_SAVED_ATTRIBUTE), and leaves a note
 * of each press for the store to report once it runs (a full list, a browser that refuses
 * storage). From the store's first subscription on it stands down. A press is never lost, and a
 * page whose scripts never arrive still keeps the shortlist.
 *
 * Its text is fixed, so the Content-Security-Policy trusts it by its hash: a cached document's
 * policy recognises it word for word (lib/security/inline-scripts.ts), and a document rendered per
 * request carries SHORTLIST_TAP_KEEPER_HASH beside its nonce (lib/security/csp.ts).
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

const TOGGLES = `button[${SHORTLIST_ID_ATTRIBUTE}]`;

/** ES5, so it runs in any browser that runs the page at all; one line, its hash over these bytes. */
export const SHORTLIST_TAP_KEEPER = [
  '(function(){',
  `var d=document,r=d.documentElement,K=${JSON.stringify(SHORTLIST_STORAGE_KEY)},M=${MAX_SHORTLIST};`,
  'function read(){try{var v=JSON.parse(localStorage.getItem(K)||"[]");return Array.isArray(v)?v:[]}catch(e){return[]}}',
  'function show(l){var s={},n=0,i,b,c;',
  'for(i=0;i<l.length;i++)if(l[i]&&typeof l[i].id=="string"&&!s[l[i].id]){s[l[i].id]=1;n++}',
  `b=d.querySelectorAll(${JSON.stringify(TOGGLES)});`,
  `for(i=0;i<b.length;i++)b[i].setAttribute("aria-pressed",s[b[i].getAttribute(${JSON.stringify(SHORTLIST_ID_ATTRIBUTE)})]?"true":"false");`,
  `c=d.querySelectorAll(${JSON.stringify(`[${SHORTLIST_COUNT_ATTRIBUTE}]`)});`,
  'for(i=0;i<c.length;i++)c[i].textContent=n?String(n):"";',
  `if(n)r.setAttribute(${JSON.stringify(SHORTLIST_SAVED_ATTRIBUTE)},"");else r.removeAttribute(${JSON.stringify(SHORTLIST_SAVED_ATTRIBUTE)})}`,
  `function live(){return r.hasAttribute(${JSON.stringify(SHORTLIST_LIVE_ATTRIBUTE)})}`,
  'd.addEventListener("click",function(e){if(live())return;',
  `var t=e.target,b=t&&t.closest?t.closest(${JSON.stringify(TOGGLES)}):null;if(!b)return;`,
  'e.preventDefault();e.stopPropagation();',
  `var id=b.getAttribute(${JSON.stringify(SHORTLIST_ID_ATTRIBUTE)}),nm=b.getAttribute(${JSON.stringify(SHORTLIST_NAME_ATTRIBUTE)})||"",l=read(),at=-1,o,i;`,
  'for(i=0;i<l.length;i++)if(l[i]&&l[i].id===id)at=i;',
  'if(at>=0){l.splice(at,1);o="removed"}else if(l.length>=M)o="full";else{l.push({id:id,name:nm});o="added"}',
  'if(o!="full")try{localStorage.setItem(K,JSON.stringify(l))}catch(x){o="unsaved"}',
  '(window.__shortlistTaps=window.__shortlistTaps||[]).push({outcome:o,id:id,name:nm});',
  'if(o=="added"||o=="removed")show(l)},true);',
  'd.addEventListener("DOMContentLoaded",function(){if(!live())show(read())});',
  'show(read())})();',
].join('');

/** `'sha256-…'` of SHORTLIST_TAP_KEEPER; a unit test holds the two together. */
export const SHORTLIST_TAP_KEEPER_HASH = "'sha256-KYfNl6g12WUK0inHe+dLumnPi+NM9t6auzLK0VgNdNw='";
