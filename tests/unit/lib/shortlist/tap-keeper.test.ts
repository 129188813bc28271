// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SHORTLIST } from '@/lib/shortlist/listing-id';
import { SHORTLIST_STORAGE_KEY } from '@/lib/shortlist/saved-listings';
import { SHORTLIST_TAP_KEEPER, SHORTLIST_TAP_KEEPER_HASH } from '@/lib/shortlist/tap-keeper-script';
import { takeKeptTaps } from '@/lib/shortlist/tap-keeper';
import { answerKeptPresses, pointersPressed } from '@/lib/rendering/kept-presses';
import { isRecognisedInlineScript } from '@/lib/security/inline-scripts';
import { runTapKeeper } from '../../support/tap-keeper';

/** A page as the server writes it: the header's count, the keeper right after it, then toggles. */
function renderPage(): void {
  document.documentElement.removeAttribute('data-shortlist-live');
  document.documentElement.removeAttribute('data-shortlist-saved');
  document.body.innerHTML = `
    <a href="/shortlist">Shortlist <span data-shortlist-count></span></a>
    <button type="button" aria-pressed="false" data-shortlist-id="rc-10001" data-shortlist-name="Katherine Towers"><svg><path/></svg>Shortlist</button>
    <button type="button" aria-pressed="false" data-shortlist-id="rc-10001" data-shortlist-name="Katherine Towers">Shortlist</button>
    <button type="button" aria-pressed="false" data-shortlist-id="rc-10002.g01" data-shortlist-name="G01, The Grove">Shortlist</button>
    <button type="button" id="other">Other</button>`;
}

// The keeper listens on the document, as on a page: it runs once, and each test's page then parses.
beforeAll(() => {
  runTapKeeper();
});

function parsed(): void {
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

const stored = () => JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]') as unknown[];
const toggles = () => [...document.querySelectorAll('button[data-shortlist-id]')];
const count = () => document.querySelector('[data-shortlist-count]')?.textContent;

beforeEach(() => {
  localStorage.clear();
  window.__shortlistTaps = [];
  renderPage();
});

describe('the tap keeper', () => {
  it('is trusted by its hash in every policy, and recognised word for word in a cached page', () => {
    expect(SHORTLIST_TAP_KEEPER_HASH).toBe(
      `'sha256-${createHash('sha256').update(SHORTLIST_TAP_KEEPER, 'utf8').digest('base64')}'`,
    );
    expect(isRecognisedInlineScript(SHORTLIST_TAP_KEEPER)).toBe(true);
    expect(isRecognisedInlineScript(`${SHORTLIST_TAP_KEEPER};alert(1)`)).toBe(false);
    expect(SHORTLIST_TAP_KEEPER).not.toMatch(/<\/script/i);
  });

  it('counts the pointers pressed on the page from the moment it runs, for a part that takes over the HTML', () => {
    const other = document.querySelector('#other') as HTMLButtonElement;
    const touch = (type: string, pointerId: number, isPrimary: boolean) =>
      other.dispatchEvent(
        new PointerEvent(type, { bubbles: true, pointerId, isPrimary, pointerType: 'touch' }),
      );
    // Relative to what earlier files left: test files share the keeper and its document.
    const before = pointersPressed();
    touch('pointerdown', 11, true);
    expect(pointersPressed()).toBe(before + 1);
    touch('pointerdown', 12, false);
    expect(pointersPressed()).toBe(before + 2);
    touch('pointercancel', 12, false);
    expect(pointersPressed()).toBe(before + 1);
    touch('pointerup', 11, true);
    expect(pointersPressed()).toBe(before);
    touch('pointerup', 11, true);
    expect(pointersPressed()).toBe(before);
  });

  it('drops a press whose release never came once a new gesture of its kind begins', () => {
    const other = document.querySelector('#other') as HTMLButtonElement;
    const press = (type: string, pointerId: number, pointerType: string) =>
      other.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId, isPrimary: true, pointerType }));
    const before = pointersPressed();
    press('pointerdown', 21, 'touch');
    press('pointerdown', 1, 'mouse');
    expect(pointersPressed()).toBe(before + 2);
    // The touch's release was lost; the next touch starts a gesture of its own.
    press('pointerdown', 22, 'touch');
    expect(pointersPressed()).toBe(before + 2);
    press('pointerup', 22, 'touch');
    press('pointerup', 1, 'mouse');
    expect(pointersPressed()).toBe(before);
  });

  it('keeps a press on another control that asks for it, until a component answers its name', () => {
    window.__keptPresses = [];
    window.__pressesAnswered = undefined;
    document.body.insertAdjacentHTML(
      'beforeend',
      '<button type="button" data-kept-press="gallery-next"><svg><path/></svg></button>',
    );
    const next = document.querySelector('[data-kept-press] path');
    const press = () => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      next?.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(press()).toBe(true);
    expect(press()).toBe(true);
    expect(answerKeptPresses(['gallery-previous', 'gallery-next'])).toEqual(['gallery-next', 'gallery-next']);
    // Answered by its component from now on: the keeper lets the press through, and keeps nothing.
    expect(press()).toBe(false);
    expect(answerKeptPresses(['gallery-next'])).toEqual([]);
  });

  it('shows the stored count and pressed toggles before any other script runs', () => {
    localStorage.setItem(
      SHORTLIST_STORAGE_KEY,
      JSON.stringify([{ id: 'rc-10001', name: 'Katherine Towers' }]),
    );
    parsed();
    expect(count()).toBe('1');
    expect(toggles().map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'false']);
  });

  it('marks the document while the stored list holds a listing, and not while it is empty', () => {
    const saved = () => document.documentElement.hasAttribute('data-shortlist-saved');
    parsed();
    expect(saved()).toBe(false);
    localStorage.setItem(
      SHORTLIST_STORAGE_KEY,
      JSON.stringify([{ id: 'rc-10002.g01', name: 'G01, The Grove' }]),
    );
    renderPage();
    parsed();
    expect(saved()).toBe(true);
    // The one listing taken off by a press before hydration: empty again.
    toggles()[2]?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(stored()).toEqual([]);
    expect(saved()).toBe(false);
  });

  it('answers a press before hydration: stores the listing, marks its toggles, counts it and notes it', () => {
    parsed();
    let reached = false;
    document.body.addEventListener('click', () => (reached = true));
    (toggles()[0]?.querySelector('path') as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(stored()).toEqual([{ id: 'rc-10001', name: 'Katherine Towers' }]);
    expect(toggles().map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'false']);
    expect(count()).toBe('1');
    // React, once listening, must not see the press a second time.
    expect(reached).toBe(false);
    (toggles()[1] as HTMLElement).click();
    expect(stored()).toEqual([]);
    expect(count()).toBe('');
    expect(takeKeptTaps()).toEqual([
      { outcome: 'added', id: 'rc-10001', name: 'Katherine Towers' },
      { outcome: 'removed', id: 'rc-10001', name: 'Katherine Towers' },
    ]);
    expect(takeKeptTaps()).toEqual([]);
  });

  it('refuses a listing past the limit and notes it, so the visitor is told once the scripts run', () => {
    const full = Array.from({ length: MAX_SHORTLIST }, (_, index) => ({
      id: `rc-${20000 + index}`,
      name: '',
    }));
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(full));
    parsed();
    (toggles()[2] as HTMLElement).click();
    expect(stored()).toHaveLength(MAX_SHORTLIST);
    expect(takeKeptTaps()).toEqual([{ outcome: 'full', id: 'rc-10002.g01', name: 'G01, The Grove' }]);
  });

  it('stands down once the store has taken over, and leaves other buttons alone', () => {
    parsed();
    (document.getElementById('other') as HTMLElement).click();
    expect(takeKeptTaps()).toEqual([]);
    document.documentElement.setAttribute('data-shortlist-live', '');
    (toggles()[0] as HTMLElement).click();
    expect(stored()).toEqual([]);
    expect(takeKeptTaps()).toEqual([]);
  });
});
