import { describe, expect, it } from 'vitest';
import { isBoundedPagePath, isSharePreviewEntry } from '@/lib/cache/bounded-page-paths';
import { LISTINGS_TAG, SHARE_PREVIEWS_TAG } from '@/lib/cache/tags';

describe('isBoundedPagePath', () => {
  it('bounds what endless addresses make: searches and shared shortlists', () => {
    for (const path of [
      '/search/s/all',
      '/search/s/city%3DDurban',
      '/media/search/latest-news/query%3Dsolar',
      '/shortlist/rc-10423,rc-10500.g01',
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

describe('isSharePreviewEntry', () => {
  it('knows the link previews by the tag Next hands the handler with them, on a read and a write', () => {
    const key = '6f1e0c7a9b';
    expect(isSharePreviewEntry(key, { kind: 'FETCH', tags: [LISTINGS_TAG, SHARE_PREVIEWS_TAG] })).toBe(true);
    expect(isSharePreviewEntry(key, { fetchCache: true, tags: [LISTINGS_TAG, SHARE_PREVIEWS_TAG] })).toBe(
      true,
    );
    expect(isSharePreviewEntry(key, { kind: 'FETCH', tags: [LISTINGS_TAG] })).toBe(false);
    expect(isSharePreviewEntry('/search/s/all', { kind: 'APP_PAGE' })).toBe(false);
    expect(isSharePreviewEntry(key, null)).toBe(false);
  });
});
