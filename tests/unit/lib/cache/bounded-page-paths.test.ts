import { describe, expect, it } from 'vitest';
import { isBoundedPagePath } from '@/lib/cache/bounded-page-paths';

describe('isBoundedPagePath', () => {
  it('bounds what endless addresses make: searches, shared shortlists and their previews', () => {
    for (const path of [
      '/search/s/all',
      '/search/s/city%3DDurban',
      '/media/search/latest-news/query%3Dsolar',
      '/shortlist/rc-10423,rc-10500.g01',
      '/og/search/city%3DDurban',
      '/og/shortlist/rc-10423',
    ]) {
      expect(isBoundedPagePath(path), path).toBe(true);
    }
  });

  it('leaves the site’s own pages and the landing previews, a set as finite as the listings, unbounded', () => {
    for (const path of [
      '/',
      '/about',
      '/shortlist',
      '/to-let/office/johannesburg',
      '/og/listings/to-let/office',
    ]) {
      expect(isBoundedPagePath(path), path).toBe(false);
    }
  });
});
