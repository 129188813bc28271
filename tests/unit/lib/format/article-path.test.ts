import { describe, expect, it } from 'vitest';
import { buildArticlePath } from '@/lib/format/article-path';

describe('buildArticlePath', () => {
  it('puts each type under its own media section', () => {
    expect(buildArticlePath('NEWS', 'solar-roofs')).toBe('/media/latest-news/solar-roofs');
    expect(buildArticlePath('PUBLICATION', 'office-review')).toBe('/media/publications/office-review');
    expect(buildArticlePath('AWARD', 'broker-of-the-year')).toBe('/media/awards/broker-of-the-year');
  });

  it('encodes a slug so it stays one path segment', () => {
    expect(buildArticlePath('NEWS', 'a/b c')).toBe('/media/latest-news/a%2Fb%20c');
  });
});
