import { describe, expect, it } from 'vitest';
import type { KnownSearchValues } from '@/lib/alerts/known-values';
import { searchShareContent } from '@/lib/og/search-share-content';
import { GENERIC_SHARE_CONTENT } from '@/lib/og/share-image-content';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';

const KNOWN: KnownSearchValues = {
  propertyTypes: new Set(['Office']),
  cities: new Set(['Durban']),
  suburbs: new Set(['Umhlanga']),
  brokers: new Set(),
  priceRange: null,
  glaRange: null,
};

/** Every line the preview image draws (and its page's og:title and description repeat). */
const lines = (content: { eyebrow: string; headline: string; detail: string }) =>
  [content.eyebrow, content.headline, content.detail].join('\n');

describe('searchShareContent', () => {
  it('draws no typed text: a search with a query is the generic card, every line of it', () => {
    const state = { ...DEFAULT_SEARCH_STATE, city: ['Durban'], query: 'zzzz' };
    const content = searchShareContent(state, KNOWN, { count: 0, fromPrice: null });
    expect(content).toEqual(GENERIC_SHARE_CONTENT);
    expect(lines(content)).not.toContain('zzzz');
    expect(lines(content)).not.toMatch(/matching|just now/);
  });

  it('draws no unknown value: a city the index does not know is the generic card', () => {
    const state = { ...DEFAULT_SEARCH_STATE, city: ['Win_R5000 call 0800123'] };
    const content = searchShareContent(state, KNOWN, { count: 0, fromPrice: null });
    expect(content).toEqual(GENERIC_SHARE_CONTENT);
    expect(lines(content)).not.toMatch(/R5000|0800/);
  });

  it('draws a known search in its own words', () => {
    const state = {
      ...DEFAULT_SEARCH_STATE,
      propertyType: ['Office'],
      city: ['Durban'],
      suburb: ['Umhlanga'],
    };
    expect(searchShareContent(state, KNOWN, { count: 4, fromPrice: 120 })).toEqual({
      eyebrow: 'Property search',
      headline: '4 offices to let in Umhlanga · from R120.00 per m²',
      detail: 'Photos, prices, GLA and the broker of every listing',
    });
  });
});
