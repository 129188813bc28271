import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_STATE, type SearchState } from '@/lib/search/state/search-state';
import {
  buildSearchHref,
  parseSearchParams,
  SEARCH_PARAM_DEFAULTS,
  toSearchParams,
} from '@/lib/search/state/url-state';
import { MAX_QUERY_LENGTH } from '@/lib/url/query-params';

const full: SearchState = {
  query: 'green star',
  dealType: 'forSale',
  propertyType: ['Office', 'Retail'],
  city: ['Cape Town'],
  suburb: ['Century City', 'Claremont'],
  minGLA: 100,
  maxGLA: 2500,
  minPrice: 1_500_000,
  maxPrice: 40_000_000,
  broker: ['Thandiwe Mokoena'],
  availableNow: true,
  sort: 'gla-desc',
  page: '3',
  area: { north: -33.9, east: 18.45, south: -33.95, west: 18.4 },
  view: 'map',
};

describe('URL ⇄ search state', () => {
  it('round-trips every field', () => {
    expect(parseSearchParams(toSearchParams(full))).toEqual({ state: full, ignored: [] });
  });

  it('writes repeated keys, the menu deal enum, and no page on page 1', () => {
    expect(buildSearchHref(full)).toBe(
      '/search?query=green+star&deal=ForSale&category=Office&category=Retail&city=Cape+Town' +
        '&suburb=Century+City&suburb=Claremont&minPrice=1500000&maxPrice=40000000&minGLA=100&maxGLA=2500' +
        '&broker=Thandiwe+Mokoena&available=now&sort=gla-desc&page=3&area=-33.9%2C18.45%2C-33.95%2C18.4&view=map',
    );
    expect(buildSearchHref({ ...full, page: '1' })).not.toContain('page=');
    expect(buildSearchHref(DEFAULT_SEARCH_STATE)).toBe('/search');
  });

  it('writes each list in one order, whatever order its values were chosen in', () => {
    const picked = {
      ...DEFAULT_SEARCH_STATE,
      city: ['Johannesburg', 'Cape Town'],
      broker: ['Zola', 'Anele'],
    };
    const canonical = 'city=Cape+Town&city=Johannesburg&broker=Anele&broker=Zola';
    expect(toSearchParams(picked).toString()).toBe(canonical);
    expect(toSearchParams({ ...picked, city: ['Cape Town', 'Johannesburg'] }).toString()).toBe(canonical);
    // What the address is read back as writes the same address: no second write, no second entry.
    expect(toSearchParams(parseSearchParams(toSearchParams(picked)).state).toString()).toBe(canonical);
  });

  it('reads Next.js searchParams objects as well as URLSearchParams', () => {
    const { state } = parseSearchParams({ category: ['Office', 'Industrial'], city: 'Durban', page: '2' });
    expect(state).toMatchObject({ propertyType: ['Industrial', 'Office'], city: ['Durban'], page: '2' });
  });

  it('drops garbage numbers, unknown deals and bad pages and says which', () => {
    const { state, ignored } = parseSearchParams(
      new URLSearchParams('deal=Lease&minPrice=abc&maxPrice=-5&minGLA=Infinity&sort=cheapest&page=0x10'),
    );
    expect(state).toEqual(DEFAULT_SEARCH_STATE);
    expect(ignored.sort()).toEqual(['deal', 'maxPrice', 'minGLA', 'minPrice', 'page', 'sort']);
  });

  it('reads available=now, and drops any other availability and says so', () => {
    expect(parseSearchParams(new URLSearchParams('available=now'))).toEqual({
      state: { ...DEFAULT_SEARCH_STATE, availableNow: true },
      ignored: [],
    });
    for (const query of ['available=soon', 'available=', 'available=now&available=now']) {
      const { state, ignored } = parseSearchParams(new URLSearchParams(query));
      expect(ignored, query).toEqual(['available']);
      expect(state.availableNow, query).toBe(query.startsWith('available=now'));
    }
  });

  it('drops a map area that is no box on Earth, and an unknown view, and says so', () => {
    for (const area of ['1,2,3', '-26,28,-25,27', '-26,28,-26.2,x', '-95,28,-96,27', '-26,200,-27,27']) {
      const { state, ignored } = parseSearchParams(new URLSearchParams({ area, view: 'globe' }));
      expect(state).toEqual(DEFAULT_SEARCH_STATE);
      expect(ignored).toEqual(['area', 'view']);
    }
  });

  it('rounds a map area to five decimals, about a metre', () => {
    const { state } = parseSearchParams(new URLSearchParams({ area: '-26.1234567,28.1,-26.2,28.0000001' }));
    expect(state.area).toEqual({ north: -26.12346, east: 28.1, south: -26.2, west: 28 });
  });

  it('clamps huge values and caps repeated keys', () => {
    const params = new URLSearchParams();
    params.set('query', 'x'.repeat(5000));
    for (let i = 0; i < 3000; i += 1) params.append('city', `City ${i}`);
    params.set('page', '999999');
    const { state, ignored } = parseSearchParams(params);
    expect(state.query).toHaveLength(MAX_QUERY_LENGTH);
    expect(state.city).toHaveLength(20);
    expect(state.page).toBe('1000');
    expect(ignored).toEqual(expect.arrayContaining(['query', 'city', 'page']));
  });

  it('keeps markup as inert text, trims whitespace and strips control characters', () => {
    const { state } = parseSearchParams(new URLSearchParams({ query: '  <script>alert(1)</script>\u0000 ' }));
    expect(state.query).toBe('<script>alert(1)</script>');
  });
});

describe('SEARCH_PARAM_DEFAULTS', () => {
  it('are values a form may send that the canonical address leaves out', () => {
    const { state, ignored } = parseSearchParams(new URLSearchParams({ ...SEARCH_PARAM_DEFAULTS }));
    expect(ignored).toEqual([]);
    expect(state).toEqual(DEFAULT_SEARCH_STATE);
    expect(toSearchParams(state).toString()).toBe('');
  });
});
