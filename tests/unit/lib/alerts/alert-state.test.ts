import { describe, expect, it } from 'vitest';
import { alertSearchHref, alertStateKey, newAlertHref, parseAlertStateKey } from '@/lib/alerts/alert-state';
import { parseSearchParams } from '@/lib/search/state/url-state';

describe('alert state', () => {
  it('keeps the filters and drops sort, page, area and view', () => {
    const { state } = parseSearchParams(
      new URLSearchParams(
        'city=Durban&category=Office&sort=price-asc&page=3&view=map&area=-29.7,31.1,-29.9,30.9',
      ),
    );
    expect(alertStateKey(state)).toBe('category=Office&city=Durban');
  });

  it('reads back only canonical keys', () => {
    expect(parseAlertStateKey('category=Office&city=Durban')?.city).toEqual(['Durban']);
    expect(parseAlertStateKey('')?.city).toEqual([]);
    expect(parseAlertStateKey('city=Durban&category=Office')).toBeNull();
    expect(parseAlertStateKey('city=Durban&page=2')).toBeNull();
    expect(parseAlertStateKey('minPrice=abc')).toBeNull();
    expect(parseAlertStateKey(`query=${'a'.repeat(3000)}`)).toBeNull();
  });

  it('opens the alert form on a page of its own with the search in its query', () => {
    expect(newAlertHref('category=Office&city=Durban')).toBe('/alerts/new?category=Office&city=Durban');
    expect(newAlertHref('')).toBe('/alerts/new');
  });

  it('links to the saved search, newest first', () => {
    const state = parseAlertStateKey('city=Durban');
    expect(state && alertSearchHref(state)).toBe('/search?city=Durban&sort=newest');
  });
});
