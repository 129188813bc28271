// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHORTLIST_STORAGE_KEY } from '@/lib/shortlist/saved-listings';
import {
  getShortlistNotice,
  pressShortlistToggle,
  subscribeShortlist,
} from '@/lib/shortlist/shortlist-events';
import {
  addToShortlist,
  getServerShortlistSnapshot,
  getShortlistSnapshot,
  removeFromShortlist,
} from '@/lib/shortlist/shortlist-store';

const TOWERS = { id: 'rc-10001', name: 'Katherine Towers' };
const GROVE = { id: 'rc-10002.g01', name: 'G01, The Grove' };

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-shortlist-live');
});

describe('the shortlist store', () => {
  it('is unknown on the server and while hydrating, and the stored list in the browser', () => {
    expect(getServerShortlistSnapshot()).toBeNull();
    expect(getShortlistSnapshot()).toEqual([]);
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([TOWERS]));
    expect(getShortlistSnapshot()).toEqual([TOWERS]);
  });

  it('gives the same snapshot while nothing changed, as useSyncExternalStore needs', () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([TOWERS]));
    expect(getShortlistSnapshot()).toBe(getShortlistSnapshot());
  });

  it('keeps what is pressed, survives a reload of the page (storage) and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeShortlist(listener);
    expect(pressShortlistToggle(TOWERS)).toBe('added');
    expect(pressShortlistToggle(GROVE)).toBe('added');
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '')).toEqual([TOWERS, GROVE]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getShortlistNotice()?.text).toBe('“G01, The Grove” is on your shortlist (2 of 12).');
    removeFromShortlist(TOWERS.id);
    expect(getShortlistSnapshot()).toEqual([GROVE]);
    unsubscribe();
    pressShortlistToggle(GROVE);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('hears another tab change the list', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeShortlist(listener);
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([TOWERS]));
    window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getShortlistSnapshot()).toEqual([TOWERS]);
    unsubscribe();
  });

  it('takes over from the tap keeper and reports the presses it answered', () => {
    window.__shortlistTaps = [
      { outcome: 'added', id: TOWERS.id, name: TOWERS.name },
      { outcome: 'full', id: GROVE.id, name: GROVE.name },
      { outcome: 'bogus', id: 1 },
    ];
    const unsubscribe = subscribeShortlist(() => {});
    expect(document.documentElement.hasAttribute('data-shortlist-live')).toBe(true);
    expect(window.__shortlistTaps).toEqual([]);
    expect(getShortlistNotice()?.text).toMatch(/^Your shortlist is full: it holds 12 listings/);
    unsubscribe();
  });

  it('adds a shared list to the visitor’s own, skipping what is already there', () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([TOWERS]));
    expect(addToShortlist([TOWERS, GROVE])).toEqual({ added: 1, skipped: 0 });
    expect(getShortlistSnapshot()).toEqual([TOWERS, GROVE]);
  });

  it('keeps the list for the page when the browser refuses storage, and says so', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(pressShortlistToggle(TOWERS)).toBe('added');
    expect(getShortlistSnapshot()).toEqual([TOWERS]);
    expect(getShortlistNotice()?.text).toMatch(/This browser is not keeping it/);
    setItem.mockRestore();
    getItem.mockRestore();
  });
});
