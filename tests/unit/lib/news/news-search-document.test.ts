import { describe, expect, it } from 'vitest';
import {
  cachedNewsSearchPath,
  isNewsSearchDocumentPath,
  publicNewsSearchPath,
  readNewsSearchSegment,
} from '@/lib/news/news-search-document';

describe('news search documents', () => {
  it('gives every spelling of one search one document', () => {
    const paths = [
      'query=solar+panels&page=2',
      'page=2&query=solar%20panels',
      'query=solar+panels&page=02&utm_campaign=spring',
    ].map((query) => cachedNewsSearchPath('/media/latest-news', new URLSearchParams(query)));
    expect(new Set(paths)).toEqual(new Set(['/media/search/latest-news/query%3Dsolar%2Bpanels%26page%3D2']));
  });

  it('has none for a path that is not a list, or a query that is no search', () => {
    expect(cachedNewsSearchPath('/media/unknown', new URLSearchParams('query=solar'))).toBeUndefined();
    expect(cachedNewsSearchPath('/media/awards', new URLSearchParams('page=1&query=%20'))).toBeUndefined();
  });

  it('reads a key back, decoded or not, and a malformed one without throwing', () => {
    const route = { query: 'solar panels', category: ['Retail'], page: 3 };
    expect(readNewsSearchSegment('query=solar+panels&category=Retail&page=3')).toEqual(route);
    expect(readNewsSearchSegment('query%3Dsolar%2Bpanels%26category%3DRetail%26page%3D3')).toEqual(route);
    expect(readNewsSearchSegment('%E0%A4%A')).toEqual({ query: '', category: [], page: 1 });
  });

  it('knows its internal paths, and the public address of each', () => {
    expect(isNewsSearchDocumentPath('/media/search/awards/page%3D2')).toBe(true);
    expect(isNewsSearchDocumentPath('/media/search/awards')).toBe(false);
    expect(isNewsSearchDocumentPath('/media/search/unknown/page%3D2')).toBe(false);
    expect(isNewsSearchDocumentPath('/search/s/all')).toBe(false);
    expect(publicNewsSearchPath('/media/search/awards/page%3D2')).toBe('/media/awards?page=2');
    expect(publicNewsSearchPath('/media/latest-news')).toBeUndefined();
  });
});
