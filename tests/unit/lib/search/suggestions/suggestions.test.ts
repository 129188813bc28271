import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { createInProcessRequester, createSearchEngine } from '@/lib/embedded/search/engine';
import { buildEmbeddedIndices } from '@/lib/embedded/search/indices';
import { INDEX_NAMES } from '@/lib/search/indices';
import { buildSuggestionRequests, SUGGESTION_TAGS } from '@/lib/search/suggestions/suggestion-query';
import {
  capSuggestions,
  findWebRefListing,
  readSuggestions,
  toHighlightParts,
  type PlaceSuggestion,
  type PropertySuggestion,
  type Suggestions,
} from '@/lib/search/suggestions/suggestions';

const { pre, post } = SUGGESTION_TAGS;

describe('toHighlightParts', () => {
  it('splits the service’s tags out into matched and plain parts', () => {
    expect(toHighlightParts(`${pre}Umhl${post}anga ${pre}Ridge${post} House`)).toEqual([
      { text: 'Umhl', match: true },
      { text: 'anga ', match: false },
      { text: 'Ridge', match: true },
      { text: ' House', match: false },
    ]);
    expect(toHighlightParts('Sandton')).toEqual([{ text: 'Sandton', match: false }]);
  });

  it('keeps markup as text, and a tag left open as it was', () => {
    expect(toHighlightParts(`<b>${pre}x${post}`)).toEqual([
      { text: '<b>', match: false },
      { text: 'x', match: true },
    ]);
    expect(toHighlightParts(`a${pre}b`)).toEqual([{ text: `a${pre}b`, match: false }]);
  });
});

function places(count: number): PlaceSuggestion[] {
  return Array.from({ length: count }, (_, n) => ({
    kind: 'suburb',
    name: `Place ${n}`,
    parent: 'City',
    parts: [],
    filters: { city: ['City'], suburb: [`Place ${n}`] },
  }));
}

function properties(count: number): PropertySuggestion[] {
  return Array.from({ length: count }, (_, n) => ({
    kind: 'property',
    name: `Property ${n}`,
    parts: [],
    place: 'Suburb, City',
    webRef: `RC-${n}`,
    href: `/to-let/office/city/suburb/property-${n}`,
  }));
}

function counts({ places, properties }: Suggestions): [number, number] {
  return [places.length, properties.length];
}

describe('capSuggestions', () => {
  it('shows at most 8, places first, keeping room for 3 properties', () => {
    expect(counts(capSuggestions({ places: places(8), properties: properties(5) }))).toEqual([5, 3]);
    expect(counts(capSuggestions({ places: places(8), properties: properties(1) }))).toEqual([7, 1]);
    expect(counts(capSuggestions({ places: places(2), properties: properties(5) }))).toEqual([2, 5]);
    expect(counts(capSuggestions({ places: places(8), properties: [] }))).toEqual([8, 0]);
    expect(counts(capSuggestions({ places: [], properties: properties(12) }))).toEqual([0, 8]);
  });
});

// The sample listings behind `npm start`, asked through the real client as the search box asks.
const client = liteClient('local', 'search-only', {
  hosts: [{ url: 'localhost:3000/api/search', accept: 'readWrite', protocol: 'http' }],
  requester: createInProcessRequester(createSearchEngine(buildEmbeddedIndices())),
});

async function suggest(query: string, indexName: string = INDEX_NAMES.rent): Promise<Suggestions> {
  const { results } = await client.search({ requests: buildSuggestionRequests(query, indexName) });
  return readSuggestions(results, indexName === INDEX_NAMES.rent ? 'toLet' : 'forSale', query);
}

function matched(parts: PlaceSuggestion['parts']): string {
  return parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');
}

describe('suggestions from the embedded engine', () => {
  it('forgives a typo: "Umhlanaga" suggests the suburb with its city, and its properties', async () => {
    const { places, properties } = await suggest('Umhlanaga');
    expect(places.map((place) => [place.kind, place.name, place.parent, matched(place.parts)])).toEqual([
      ['suburb', 'Umhlanga Ridge', 'Durban', '[Umhlanga] Ridge'],
    ]);
    expect(places[0]?.filters).toEqual({ city: ['Durban'], suburb: ['Umhlanga Ridge'] });
    expect(properties.map((property) => property.name)).toEqual(
      expect.arrayContaining(['Umhlanga Ridge House', 'Umhlanga Ridge Tower']),
    );
    expect(properties.find((property) => property.name === 'Umhlanga Ridge House')).toMatchObject({
      place: 'Umhlanga Ridge, Durban',
      href: '/to-let/office/durban/umhlanga-ridge/umhlanga-ridge-house',
    });
  });

  it('suggests a city by its own name with its province, then suburbs by theirs, not every suburb in it', async () => {
    const { places } = await suggest('durb');
    expect(places[0]).toMatchObject({ kind: 'city', name: 'Durban', parent: 'KwaZulu-Natal' });
    expect(matched(places[0]?.parts ?? [])).toBe('[Durb]an');
    expect(places[0]?.filters).toEqual({ city: ['Durban'], suburb: [] });
    const suburbs = places.slice(1);
    expect(suburbs.length).toBeGreaterThan(0);
    for (const suburb of suburbs) {
      expect(suburb).toMatchObject({ kind: 'suburb', parent: 'Durban' });
      expect(suburb.name).toMatch(/^Durban /);
    }
  });

  it('asks the deal’s own index', async () => {
    const buy = await suggest('meridian', INDEX_NAMES.buy);
    expect(buy.properties.map((property) => property.name)).toEqual(
      expect.arrayContaining(['252 Meridian', '7 Meridian']),
    );
    expect(buy.properties.every((property) => property.href.startsWith('/for-sale/'))).toBe(true);
    expect((await suggest('meridian')).properties.map((property) => property.name)).not.toContain(
      '252 Meridian',
    );
  });

  it('suggests only the listing of a web ref typed whole, in any case and without its dash', async () => {
    for (const typed of ['RC-10315', 'rc10315', ' Rc-10315 ']) {
      const suggestions = await suggest(typed);
      expect(suggestions).toEqual({
        places: [],
        properties: [expect.objectContaining({ name: '311 Oxford', webRef: 'RC-10315' })],
      });
      expect(findWebRefListing(suggestions, typed)?.href).toBe(
        '/to-let/office/johannesburg/rosebank/311-oxford',
      );
    }
    // Not a listing of this deal: other listings whose refs are alike, none of them its.
    const elsewhere = await suggest('RC-10315', INDEX_NAMES.buy);
    expect(findWebRefListing(elsewhere, 'RC-10315')).toBeUndefined();
    expect(findWebRefListing(await suggest('311 Oxford'), '311 Oxford')).toBeUndefined();
  });

  it('never shows more than 8', async () => {
    const { places, properties } = await suggest('ro');
    expect(places.length + properties.length).toBeLessThanOrEqual(8);
    expect(places.length).toBeGreaterThan(0);
    expect(properties.length).toBeGreaterThan(0);
  });
});
