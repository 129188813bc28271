import { describe, expect, it } from 'vitest';
import { buildNewsSearchRewrites } from '@/lib/news/news-search-route';
import { DRAFT_MODE_COOKIE } from '@/lib/preview/draft-cookie';
import { config } from '@/proxy';

describe('proxy matcher', () => {
  it('runs on exactly the news-list searches that next.config.ts rewrites', () => {
    const entries = config.matcher.filter(
      (entry) => typeof entry === 'object' && entry.source.startsWith('/media/:section'),
    );
    expect(entries).toEqual(
      buildNewsSearchRewrites().map(({ source, has }) => ({ source, has: has.map((item) => ({ ...item })) })),
    );
  });

  it('is never broad enough to run on cached pages', () => {
    for (const entry of config.matcher) {
      const source = typeof entry === 'string' ? entry : entry.source;
      const conditional = typeof entry === 'object' && entry.has.length > 0;
      expect(conditional || !/^\/(?:\(\.\*\)|:path\*)$/.test(source), source).toBe(true);
    }
  });

  it('runs on every page a draft preview renders, by the cookie Next sets', () => {
    const entry = config.matcher.find(
      (item) => typeof item === 'object' && item.has.some((h) => h.type === 'cookie'),
    );
    expect(entry).toEqual({ source: '/((?!_next/).*)', has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }] });
  });
});
