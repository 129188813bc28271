import { describe, expect, it } from 'vitest';
import {
  hasNewsParams,
  newsListHref,
  NO_NEWS_SEARCH,
  parseNewsParams,
  toNewsSearchParams,
} from '@/lib/news/news-url-state';

describe('news URL state', () => {
  it('round-trips query, repeated categories and page', () => {
    const search = 'query=solar&category=Industrial&category=Office&page=2';
    const state = parseNewsParams(new URLSearchParams(search));
    expect(state).toEqual({ query: 'solar', category: ['Industrial', 'Office'], page: 2 });
    expect(toNewsSearchParams(state).toString()).toBe(search);
  });

  it('reads repeated categories from Next.js searchParams records', () => {
    expect(parseNewsParams({ category: ['Retail', 'Retail', ' Office '] }).category).toEqual([
      'Retail',
      'Office',
    ]);
  });

  it('drops a bad page and omits page 1', () => {
    for (const page of ['abc', '-2', '0', '1.5', '']) {
      const state = parseNewsParams(new URLSearchParams({ page }));
      expect(state.page).toBe(1);
      expect(toNewsSearchParams(state).has('page')).toBe(false);
    }
  });

  it("names a list's own page by no parameter at all", () => {
    expect(parseNewsParams({})).toEqual(NO_NEWS_SEARCH);
    expect(toNewsSearchParams(NO_NEWS_SEARCH).toString()).toBe('');
  });

  it("addresses a list's page: its own path without a search", () => {
    expect(newsListHref('/media/awards', NO_NEWS_SEARCH)).toBe('/media/awards');
    expect(newsListHref('/media/awards', { query: 'net zero', category: ['Office'], page: 2 })).toBe(
      '/media/awards?query=net+zero&category=Office&page=2',
    );
  });

  it('tells a filtered request from a plain one', () => {
    expect(hasNewsParams({})).toBe(false);
    expect(hasNewsParams({ page: 'x' })).toBe(false);
    expect(hasNewsParams({ query: 'solar' })).toBe(true);
  });
});
