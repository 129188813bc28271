import type { SearchQuery } from 'algoliasearch/lite';
import { readWebRef } from '@/lib/listings/web-ref-text';
import { buildExcludedContactFilter, PROPERTY_ATTRIBUTES } from '../indices';
import { PLACE_FACETS } from '../place-facets';

/**
 * The one request of the search box's suggestions: the deal's index asked three questions at once
 * (Algolia's multi-query): cities and suburbs by facet-value search, properties by name or web ref.
 */

/** Fewer characters than this ask nothing: one letter matches too much to help. */
export const MIN_SUGGESTION_QUERY = 2;
/** The most suggestions the box shows. */
export const SUGGESTION_LIMIT = 8;

export const SUGGESTION_TAGS = { pre: '__suggest__', post: '__/suggest__' } as const;

const CITY_HITS = 3;
const SUBURB_HITS = 5;
const PROPERTY_HITS = 5;

/** What a property suggestion reads of its hit. */
export const SUGGESTED_PROPERTY_ATTRIBUTES = [
  'property_name',
  'property_slug',
  'property_category',
  'city',
  'suburb',
  'web_ref',
] as const;

export function buildSuggestionRequests(query: string, indexName: string): SearchQuery[] {
  const shared = {
    indexName,
    query,
    filters: buildExcludedContactFilter(),
    highlightPreTag: SUGGESTION_TAGS.pre,
    highlightPostTag: SUGGESTION_TAGS.post,
    // Suggestions are not searches a visitor made: hosted Algolia leaves them out of its analytics.
    analytics: false,
  };
  // A place is found by its own name: the records searched are those whose suburb (or city) matches
  // the text, so "Durban" suggests Durban North, not every suburb of Durban.
  const place = (facet: string, attribute: string, maxFacetHits: number): SearchQuery => ({
    ...shared,
    type: 'facet',
    facet,
    facetQuery: query,
    maxFacetHits,
    restrictSearchableAttributes: [attribute],
  });
  return [
    place(PLACE_FACETS.city, PROPERTY_ATTRIBUTES.city, CITY_HITS),
    place(PLACE_FACETS.suburb, PROPERTY_ATTRIBUTES.suburb, SUBURB_HITS),
    {
      ...shared,
      // A ref typed without its dash, as listings carry it (one word would match no part of it).
      query: readWebRef(query) ?? query,
      hitsPerPage: PROPERTY_HITS,
      distinct: 1,
      restrictSearchableAttributes: ['property_name', 'web_ref'],
      attributesToRetrieve: [...SUGGESTED_PROPERTY_ATTRIBUTES],
      attributesToHighlight: ['property_name'],
    },
  ];
}
