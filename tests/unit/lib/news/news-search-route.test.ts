import { describe, expect, it } from 'vitest';
import { buildNewsSearchRewrites, isNewsSearch, publicNewsListPath } from '@/lib/news/news-search-route';

describe('news search route', () => {
  it('rewrites each list with a search to its search route, one condition per rewrite', () => {
    const rewrites = buildNewsSearchRewrites();
    expect(rewrites.map((rewrite) => rewrite.has[0]?.key)).toEqual(['query', 'category', 'page']);
    for (const rewrite of rewrites) {
      expect(rewrite.source).toBe('/media/:section(latest-news|publications|awards)');
      expect(rewrite.destination).toBe('/media/search/:section');
    }
  });

  it("decides as Next's `has` does: the last value, matched whole", () => {
    expect(isNewsSearch(new URLSearchParams('query=solar'))).toBe(true);
    expect(isNewsSearch(new URLSearchParams('query=solar&query='))).toBe(false);
    expect(isNewsSearch(new URLSearchParams('page=12'))).toBe(true);
    expect(isNewsSearch(new URLSearchParams('page=1'))).toBe(false);
    expect(isNewsSearch(new URLSearchParams('page=1x'))).toBe(false);
    expect(isNewsSearch(new URLSearchParams('utm_source=mail'))).toBe(false);
  });

  it('names the public list of an internal search path', () => {
    expect(publicNewsListPath('/media/search/awards')).toBe('/media/awards');
    expect(publicNewsListPath('/media/search/other')).toBeUndefined();
  });
});
