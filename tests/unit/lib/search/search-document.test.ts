import { describe, expect, it } from 'vitest';
import {
  cachedSearchDocumentPath,
  isCanonicalSearchDocumentSegment,
  MAX_SEARCH_DOCUMENT_KEY_LENGTH,
  parseSearchDocumentKey,
  publicSearchPath,
  readSearchDocument,
  readSearchDocumentSegment,
  searchDocumentKey,
} from '@/lib/search/search-document';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';

const keyOf = (query: string) => searchDocumentKey(readSearchDocument(new URLSearchParams(query)));

describe('search document keys', () => {
  it('gives every spelling of one search the same key', () => {
    const key = keyOf('city=Durban&category=Office&category=Industrial&minPrice=150');
    for (const query of [
      'category=Industrial&category=Office&city=Durban&minPrice=150',
      'minPrice=150.0&city=Durban&category=Office&category=Industrial',
      'utm_source=newsletter&utm_campaign=q4&city=Durban&category=Industrial&category=Office&minPrice=150',
      'city=Durban&category=Industrial&category=Office&minPrice=150&deal=ToLet&page=1&sort=relevance&view=list',
    ]) {
      expect(keyOf(query), query).toBe(key);
    }
    expect(key).toBe('category=Industrial&category=Office&city=Durban&minPrice=150');
  });

  it('tells different searches apart', () => {
    const keys = new Set(
      [
        '',
        'city=Durban',
        'city=Durban&page=2',
        'city=Durban&deal=ForSale',
        'query=durban',
        'sort=newest',
      ].map(keyOf),
    );
    expect(keys.size).toBe(6);
  });

  it('names the parameters whose values were dropped, since the page tells the visitor so', () => {
    expect(keyOf('page=banana&minPrice=-4&city=Durban')).toBe('city=Durban&adjusted=minPrice%2Cpage');
    expect(keyOf('page=banana')).not.toBe(keyOf(''));
  });

  it('reads a key back as the search and notices it was made from', () => {
    for (const query of [
      '',
      'city=Durban&sort=price-asc&page=3',
      'page=0&query=50%25+off',
      'area=-25.7,28.3,-26.3,27.9',
    ]) {
      const document = readSearchDocument(new URLSearchParams(query));
      expect(parseSearchDocumentKey(searchDocumentKey(document)), query).toEqual(document);
    }
    expect(parseSearchDocumentKey('all')).toEqual({ state: DEFAULT_SEARCH_STATE, adjusted: [] });
  });

  it('reads a path segment whether or not it is still percent-encoded', () => {
    const document = readSearchDocument(new URLSearchParams('query=50%25 off&city=Cape Town'));
    const key = searchDocumentKey(document);
    expect(readSearchDocumentSegment(key)).toEqual(document);
    expect(readSearchDocumentSegment(encodeURIComponent(key))).toEqual(document);
  });

  it('reads a key nobody made as the search it spells, never throwing', () => {
    expect(parseSearchDocumentKey('%%%').state).toEqual(DEFAULT_SEARCH_STATE);
    expect(readSearchDocumentSegment('%E0%A4%A').state).toEqual(DEFAULT_SEARCH_STATE);
    expect(parseSearchDocumentKey('adjusted=nonsense,page').adjusted).toEqual(['page']);
  });
});

describe('cachedSearchDocumentPath', () => {
  it('is a path segment under the cached search route', () => {
    expect(cachedSearchDocumentPath(new URLSearchParams())).toBe('/search/s/all');
    expect(cachedSearchDocumentPath(new URLSearchParams('city=Cape Town&sort=newest'))).toBe(
      '/search/s/city%3DCape%2BTown%26sort%3Dnewest',
    );
  });

  it('leaves a search too long to cache to be rendered per request', () => {
    const brokers = Array.from({ length: 12 }, (_, index) => `broker=Broker+number+${index}`).join('&');
    const path = cachedSearchDocumentPath(new URLSearchParams(brokers));
    expect(path).toBeUndefined();
    const longest = cachedSearchDocumentPath(
      new URLSearchParams(`query=${'a'.repeat(100)}&city=Johannesburg`),
    );
    expect(longest?.length).toBeLessThanOrEqual('/search/s/'.length + MAX_SEARCH_DOCUMENT_KEY_LENGTH);
  });
});

describe('publicSearchPath', () => {
  it("gives an internal document path's public address", () => {
    expect(publicSearchPath('/search/s/city%3DDurban%26page%3D2')).toBe('/search?city=Durban&page=2');
    expect(publicSearchPath('/search/s/all')).toBe('/search');
    expect(publicSearchPath('/search/s/javascript%3Aalert(1)')).toBe('/search');
  });
});

describe('isCanonicalSearchDocumentSegment', () => {
  it('accepts the key the site writes, as Next hands it to a route (decoded) or not', () => {
    expect(isCanonicalSearchDocumentSegment('all')).toBe(true);
    expect(isCanonicalSearchDocumentSegment('category=Office&city=Durban')).toBe(true);
    expect(isCanonicalSearchDocumentSegment('category%3DOffice%26city%3DDurban')).toBe(true);
  });

  it('refuses any other spelling, a made-up key and one too long to cache', () => {
    for (const segment of [
      'city=Durban&category=Office',
      'city=Durban&utm_source=x',
      'deal=ToLet',
      'not-a-key',
      `query=${'a'.repeat(300)}`,
    ]) {
      expect(isCanonicalSearchDocumentSegment(segment), segment).toBe(false);
    }
  });
});
