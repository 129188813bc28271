import {
  KEPT_PRESS_ATTRIBUTE,
  KEPT_SLIDE_ATTRIBUTE,
  KEPT_SLIDE_TEXT_ATTRIBUTE,
  KEPT_SLIDE_TO_ATTRIBUTE,
  KEPT_SLIDES_ATTRIBUTE,
  KEPT_STEP_ATTRIBUTE,
} from '../rendering/kept-presses';
import { MAX_SHORTLIST } from './listing-id';
import { SHORTLIST_STORAGE_KEY } from './saved-listings';
import {
  SHORTLIST_COUNT_ATTRIBUTE,
  SHORTLIST_ID_ATTRIBUTE,
  SHORTLIST_LIVE_ATTRIBUTE,
  SHORTLIST_NAME_ATTRIBUTE,
  SHORTLIST_SAVED_ATTRIBUTE,
} from './tap-keeper';

/**
 * The shortlist's tap keeper (tap-keeper.ts) as the browser runs it, in a module of its own: the
 * page's scripts import the keeper's names and takeKeptTaps, and none of them needs this text. It
 * also keeps the presses on any other control that asks for it (lib/rendering/kept-presses.ts).
 *
 * Its text is fixed, so the Content-Security-Policy trusts it by its hash: a cached document's
 * policy recognises it word for word (lib/security/inline-scripts.ts), and a document rendered per
 * request carries SHORTLIST_TAP_KEEPER_HASH beside its nonce (lib/security/csp.ts).
 */

const TOGGLES = `button[${SHORTLIST_ID_ATTRIBUTE}]`;
const KEPT = `button[${KEPT_PRESS_ATTRIBUTE}]`;
const q = (text: string) => JSON.stringify(text);

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
  // A slider's arrow or thumbnail shows the slide it leads to, when that slide is in the document (kept-presses.ts).
  'function step(b){',
  `var g=b.closest(${q(`[${KEPT_SLIDES_ATTRIBUTE}]`)});if(!g)return;`,
  `var s=b.getAttribute(${q(KEPT_STEP_ATTRIBUTE)}),o=b.getAttribute(${q(KEPT_SLIDE_TO_ATTRIBUTE)}),n=+g.getAttribute(${q(KEPT_SLIDES_ATTRIBUTE)}),l=g.querySelectorAll(${q(`[${KEPT_SLIDE_ATTRIBUTE}]`)}),c=null,i,to,x,a;`,
  'for(i=0;i<l.length;i++)if(!l[i].hidden)c=l[i];',
  `if(!c)return;to=o!==null?+o:+c.getAttribute(${q(KEPT_SLIDE_ATTRIBUTE)})+(+s);if(c.getAttribute(${q(KEPT_SLIDE_ATTRIBUTE)})===String(to))return;`,
  `for(i=0;i<l.length;i++)if(+l[i].getAttribute(${q(KEPT_SLIDE_ATTRIBUTE)})===to)x=l[i];`,
  'if(!x)return;c.hidden=true;x.hidden=false;',
  `a=g.querySelectorAll(${q(`[${KEPT_STEP_ATTRIBUTE}]`)});`,
  `for(i=0;i<a.length;i++)if(+a[i].getAttribute(${q(KEPT_STEP_ATTRIBUTE)})<0?to<=0:to>=n-1)a[i].setAttribute("aria-disabled","true");else a[i].removeAttribute("aria-disabled");`,
  `a=g.querySelectorAll(${q(`[${KEPT_SLIDE_TO_ATTRIBUTE}]`)});`,
  `for(i=0;i<a.length;i++)if(+a[i].getAttribute(${q(KEPT_SLIDE_TO_ATTRIBUTE)})===to)a[i].setAttribute("aria-current","true");else a[i].removeAttribute("aria-current");`,
  // The text node rewritten in place: the one React hydrates.
  `a=g.querySelectorAll(${q(`[${KEPT_SLIDE_TEXT_ATTRIBUTE}]`)});`,
  `for(i=0;i<a.length;i++)if(a[i].firstChild)a[i].firstChild.nodeValue=a[i].getAttribute(${q(KEPT_SLIDE_TEXT_ATTRIBUTE)}).replace("{}",String(to+1))`,
  '}',
  'd.addEventListener("click",function(e){',
  `var t=e.target,b=t&&t.closest?t.closest(${JSON.stringify(KEPT)}):null;if(!b)return;`,
  `var n=b.getAttribute(${JSON.stringify(KEPT_PRESS_ATTRIBUTE)}),a=window.__pressesAnswered;if(a&&a[n])return;`,
  'e.preventDefault();e.stopPropagation();',
  `if(b.hasAttribute(${q(KEPT_STEP_ATTRIBUTE)})||b.hasAttribute(${q(KEPT_SLIDE_TO_ATTRIBUTE)}))step(b);`,
  '(window.__keptPresses=window.__keptPresses||[]).push(n)},true);',
  // The pointers pressed now, by id, from the document's start (kept-presses.ts: pointersPressed).
  // A primary press starts a new gesture of its kind: one of that kind whose release never came
  // is dropped then, so a lost release never leaves the page pressed for the rest of the visit.
  'var w=window,P={};function up(e){delete P[e.pointerId]}',
  'w.addEventListener("pointerdown",function(e){var k;if(e.isPrimary)for(k in P)if(P[k]===e.pointerType)delete P[k];P[e.pointerId]=e.pointerType},true);',
  'w.addEventListener("pointerup",up,true);w.addEventListener("pointercancel",up,true);',
  'w.__pointersPressed=function(){var n=0,k;for(k in P)n++;return n};',
  'd.addEventListener("DOMContentLoaded",function(){if(!live())show(read())});',
  'show(read())})();',
].join('');

/** `'sha256-…'` of SHORTLIST_TAP_KEEPER; a unit test holds the two together. */
export const SHORTLIST_TAP_KEEPER_HASH = "'sha256-c8poGfo0kN9CVFZppwwYF2t09Eavd821/lCxXRfyzEk='";
