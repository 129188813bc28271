import type { DealType } from '@/lib/deal';
import { readWebRef } from '@/lib/listings/web-ref-text';
import { buildPropertyPath } from '@/lib/listings/paths';
import { splitPlaceFacetValue } from '../place-facets';
import { SUGGESTION_LIMIT, SUGGESTION_TAGS, type SUGGESTED_PROPERTY_ATTRIBUTES } from './suggestion-query';

/** A stretch of a suggestion's text, and whether it is what the visitor typed (or what a typo stood for). */
export interface HighlightPart {
  text: string;
  match: boolean;
}

export interface PlaceSuggestion {
  kind: 'city' | 'suburb';
  name: string;
  /** The city of a suburb, the province of a city ('' when the listing gives none). */
  parent: string;
  parts: HighlightPart[];
  /** The filters its search sets: a suburb carries its city, as two suburbs may share a name. */
  filters: { city: string[]; suburb: string[] };
}

export interface PropertySuggestion {
  kind: 'property';
  name: string;
  parts: HighlightPart[];
  /** "Suburb, City". */
  place: string;
  webRef: string;
  href: string;
}

export interface Suggestions {
  places: PlaceSuggestion[];
  properties: PropertySuggestion[];
}

export const NO_SUGGESTIONS: Suggestions = { places: [], properties: [] };

/** The search service's highlighted text as parts, its tags taken out (never HTML: it is rendered as text). */
export function toHighlightParts(highlighted: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = highlighted;
  while (rest !== '') {
    const start = rest.indexOf(SUGGESTION_TAGS.pre);
    const end = start < 0 ? -1 : rest.indexOf(SUGGESTION_TAGS.post, start);
    if (start < 0 || end < 0) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    const matched = rest.slice(start + SUGGESTION_TAGS.pre.length, end);
    if (matched !== '') parts.push({ text: matched, match: true });
    rest = rest.slice(end + SUGGESTION_TAGS.post.length);
  }
  return parts;
}

interface FacetHit {
  value: string;
  highlighted: string;
}

type SuggestedPropertyHit = Record<(typeof SUGGESTED_PROPERTY_ATTRIBUTES)[number], string> & {
  _highlightResult?: { property_name?: { value?: string } };
};

function facetHitsOf(result: unknown): FacetHit[] {
  if (typeof result !== 'object' || result === null || !('facetHits' in result)) return [];
  return Array.isArray(result.facetHits) ? (result.facetHits as FacetHit[]) : [];
}

function hitsOf(result: unknown): SuggestedPropertyHit[] {
  if (typeof result !== 'object' || result === null || !('hits' in result)) return [];
  return Array.isArray(result.hits) ? (result.hits as SuggestedPropertyHit[]) : [];
}

function toPlace(kind: PlaceSuggestion['kind'], hit: FacetHit): PlaceSuggestion {
  const { name, parent } = splitPlaceFacetValue(hit.value);
  const city = kind === 'city' ? name : parent;
  return {
    kind,
    name,
    parent,
    parts: toHighlightParts(splitPlaceFacetValue(hit.highlighted).name),
    filters: { city: city ? [city] : [], suburb: kind === 'suburb' ? [name] : [] },
  };
}

function toProperty(hit: SuggestedPropertyHit, dealType: DealType): PropertySuggestion {
  return {
    kind: 'property',
    name: hit.property_name,
    parts: toHighlightParts(hit._highlightResult?.property_name?.value ?? hit.property_name),
    place: [hit.suburb, hit.city].filter(Boolean).join(', '),
    webRef: hit.web_ref,
    // The property page, as a card links to it (a unit's page lists under it).
    href: buildPropertyPath({
      dealType,
      category: hit.property_category,
      city: hit.city,
      suburb: hit.suburb,
      propertySlug: hit.property_slug,
    }),
  };
}

/**
 * At most `limit` in all: places first, but never so many that fewer than `reserve` properties
 * show when there are that many; what one group leaves, the other may take.
 */
export function capSuggestions(
  { places, properties }: Suggestions,
  limit = SUGGESTION_LIMIT,
  reserve = 3,
): Suggestions {
  const propertyRoom = Math.min(properties.length, Math.max(reserve, limit - places.length));
  const placeCount = Math.min(places.length, limit - propertyRoom);
  const propertyCount = Math.min(properties.length, limit - placeCount);
  return { places: places.slice(0, placeCount), properties: properties.slice(0, propertyCount) };
}

/**
 * The answer to `buildSuggestionRequests`, grouped: cities, then suburbs, then properties, capped.
 * A web ref typed whole is an address: its listing alone, when the deal's index has it.
 */
export function readSuggestions(results: readonly unknown[], dealType: DealType, query: string): Suggestions {
  const [cities, suburbs, properties] = results;
  const found = hitsOf(properties).map((hit) => toProperty(hit, dealType));
  const ref = readWebRef(query);
  const exact = ref === null ? [] : found.filter((property) => readWebRef(property.webRef) === ref);
  if (exact.length > 0) return { places: [], properties: exact };
  return capSuggestions({
    places: [
      ...facetHitsOf(cities).map((hit) => toPlace('city', hit)),
      ...facetHitsOf(suburbs).map((hit) => toPlace('suburb', hit)),
    ],
    properties: found,
  });
}

/** The listing a web ref typed whole stands for, when the suggestions found it. */
export function findWebRefListing(suggestions: Suggestions, query: string): PropertySuggestion | undefined {
  const ref = readWebRef(query);
  return ref ? suggestions.properties.find((property) => readWebRef(property.webRef) === ref) : undefined;
}
