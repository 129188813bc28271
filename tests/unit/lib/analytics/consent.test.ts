// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  choiceForAll,
  CONSENT_LIFETIME_MS,
  CONSENT_STORAGE_KEY,
  hasAnswered,
  isGranted,
  parseStoredConsent,
  purposesFor,
  serializeConsent,
} from '@/lib/analytics/consent';

const NOW = Date.UTC(2026, 10, 24, 9, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('purposesFor', () => {
  it('asks about analytics for GA, and about marketing for GA and the pixel', () => {
    expect(purposesFor({ ga: true, pixel: true })).toEqual(['analytics', 'marketing']);
    expect(purposesFor({ ga: true, pixel: false })).toEqual(['analytics', 'marketing']);
    expect(purposesFor({ ga: false, pixel: true })).toEqual(['marketing']);
    expect(purposesFor({ ga: false, pixel: false })).toEqual([]);
  });
});

describe('choiceForAll, hasAnswered and isGranted', () => {
  it('answers every purpose asked alike', () => {
    expect(choiceForAll(['analytics', 'marketing'], true)).toEqual({ analytics: true, marketing: true });
    expect(choiceForAll(['marketing'], false)).toEqual({ marketing: false });
  });

  it('counts a choice as an answer only when it covers every purpose asked', () => {
    expect(hasAnswered(null, ['analytics'])).toBe(false);
    expect(hasAnswered({ analytics: false }, ['analytics'])).toBe(true);
    // A tracker added since: the visitor was never asked about it.
    expect(hasAnswered({ analytics: true }, ['analytics', 'marketing'])).toBe(false);
  });

  it('grants only what was answered yes', () => {
    expect(isGranted({ analytics: true, marketing: false }, 'analytics')).toBe(true);
    expect(isGranted({ analytics: true, marketing: false }, 'marketing')).toBe(false);
    expect(isGranted({ analytics: true }, 'marketing')).toBe(false);
    expect(isGranted(null, 'analytics')).toBe(false);
  });
});

describe('parseStoredConsent', () => {
  it('reads back what serializeConsent wrote', () => {
    const raw = serializeConsent({ analytics: true, marketing: false }, NOW);
    expect(parseStoredConsent(raw, NOW + DAY_MS)).toEqual({ analytics: true, marketing: false });
  });

  it('keeps a choice for 12 months, and asks again after', () => {
    const raw = serializeConsent({ analytics: true }, NOW);
    expect(parseStoredConsent(raw, NOW + 364 * DAY_MS)).toEqual({ analytics: true });
    expect(parseStoredConsent(raw, NOW + CONSENT_LIFETIME_MS)).toBeNull();
    expect(CONSENT_LIFETIME_MS).toBe(365 * DAY_MS);
  });

  it('asks again for a choice dated in the future', () => {
    expect(parseStoredConsent(serializeConsent({ analytics: true }, NOW + DAY_MS), NOW)).toBeNull();
  });

  it('assumes no consent from anything it does not recognise', () => {
    for (const raw of [
      null,
      '',
      'yes',
      'null',
      '[]',
      JSON.stringify({ version: 2, decidedAt: NOW, choice: { analytics: true } }),
      JSON.stringify({ version: 1, decidedAt: 'today', choice: { analytics: true } }),
      JSON.stringify({ version: 1, decidedAt: NOW, choice: null }),
    ]) {
      expect(parseStoredConsent(raw, NOW), String(raw)).toBeNull();
    }
  });

  it('keeps only known purposes answered with a boolean', () => {
    const raw = JSON.stringify({
      version: 1,
      decidedAt: NOW,
      choice: { analytics: 'true', marketing: true, profiling: true },
    });
    expect(parseStoredConsent(raw, NOW)).toEqual({ marketing: true });
  });
});

describe('the browser copy', () => {
  type ConsentModule = typeof import('@/lib/analytics/consent');
  let consent: ConsentModule;

  beforeEach(async () => {
    // The module keeps the last snapshot and any choice the storage refused.
    vi.resetModules();
    consent = await import('@/lib/analytics/consent');
  });

  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('has no choice at first, and keeps one saved in localStorage', () => {
    expect(consent.readConsent()).toBeNull();
    consent.saveConsent({ analytics: true, marketing: false });
    expect(consent.readConsent()).toEqual({ analytics: true, marketing: false });
    const stored = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({ version: 1, choice: { analytics: true, marketing: false } });
    expect(Math.abs(stored.decidedAt - Date.now())).toBeLessThan(60_000);
  });

  it('returns the same snapshot until the choice changes', () => {
    consent.saveConsent({ analytics: true });
    const first = consent.readConsent();
    expect(consent.readConsent()).toBe(first);
    consent.saveConsent({ analytics: false });
    expect(consent.readConsent()).not.toBe(first);
  });

  it('tells subscribers of a choice made here or in another tab, until they leave', () => {
    const listener = vi.fn();
    const unsubscribe = consent.subscribeToConsent(listener);
    consent.saveConsent({ analytics: true });
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    consent.saveConsent({ analytics: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps the choice for the page's life where the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    consent.saveConsent({ analytics: false, marketing: false });
    expect(consent.readConsent()).toEqual({ analytics: false, marketing: false });
  });
});
