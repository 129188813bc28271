import { describe, expect, it } from 'vitest';
import { toRelativeHref } from '@/lib/url/relative-href';

describe('toRelativeHref', () => {
  it('drops the origin of an absolute URL, keeping path, query and fragment', () => {
    expect(toRelativeHref('http://localhost:3000/search?city=Durban&page=2#results')).toBe(
      '/search?city=Durban&page=2#results',
    );
  });

  it('keeps a path as it is', () => {
    expect(toRelativeHref('/media/latest-news?page=3')).toBe('/media/latest-news?page=3');
  });
});
