import 'server-only';
import type { SearchResponse } from 'algoliasearch/lite';
import { cache } from 'react';
import { toSlug } from '@/lib/format/slug';
import { buildExcludedContactFilter, INDEX_NAMES } from './indices';
import { toPropertySummary, type PropertySummary } from './property';
import type { DealType, IndexedPropertyRecord } from './property-record';
import { getServerSearchClient } from './server';

/**
 * Server-side reads of the property indices for property, unit and landing pages. Facet values
 * are stored as display values ("Mixed Use", "Sandton CBD"); paths carry their slugs.
 */

export const LANDING_PAGE_SIZE = 12;
const MAX_RECORDS_PER_PROPERTY = 1000;
const FACET_VALUE_LIMIT = 1000;

type Params = Record<string, unknown>;

function indexFor(dealType: DealType): string {
  return dealType === 'toLet' ? INDEX_NAMES.rent : INDEX_NAMES.buy;
}

async function searchIndex(
  dealType: DealType,
  params: Params,
): Promise<SearchResponse<IndexedPropertyRecord>> {
  const { results } = await getServerSearchClient().search<IndexedPropertyRecord>([
    {
      indexName: indexFor(dealType),
      params: { query: '', filters: buildExcludedContactFilter(), attributesToHighlight: [], ...params },
    },
  ]);
  const [result] = results;
  if (!result || !('hits' in result) || !Array.isArray(result.hits)) {
    throw new Error('The search service returned no result.');
  }
  return result as SearchResponse<IndexedPropertyRecord>;
}

function facetFilter(attribute: string, value: string): string {
  // A leading dash would read as a negation (Algolia escapes it with a backslash).
  return `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;
}

/** Every record (unit) of one property, in index order; empty when there is no such property. */
export const getPropertyRecords = cache(
  async (dealType: DealType, propertySlug: string): Promise<IndexedPropertyRecord[]> => {
    const result = await searchIndex(dealType, {
      facetFilters: [facetFilter('property_slug', propertySlug)],
      hitsPerPage: MAX_RECORDS_PER_PROPERTY,
    });
    return result.hits;
  },
);

export interface FacetDirectory {
  categories: Map<string, string>;
  cities: Map<string, string>;
  suburbs: Map<string, string>;
}

/** Slug → display value of every category, city and suburb with listings of this deal type. */
export const getFacetDirectory = cache(async (dealType: DealType): Promise<FacetDirectory> => {
  const result = await searchIndex(dealType, {
    hitsPerPage: 0,
    facets: ['property_category', 'city', 'suburb'],
    maxValuesPerFacet: FACET_VALUE_LIMIT,
  });
  const bySlug = (attribute: string) =>
    new Map(Object.keys(result.facets?.[attribute] ?? {}).map((value) => [toSlug(value), value]));
  return { categories: bySlug('property_category'), cities: bySlug('city'), suburbs: bySlug('suburb') };
});

export interface LandingFilters {
  dealType: DealType;
  category?: string;
  city?: string;
  suburb?: string;
}

export interface LandingListings {
  properties: PropertySummary[];
  /** Properties (not units) matching the filters. */
  total: number;
  page: number;
  totalPages: number;
  /** The next level down with property counts: categories, then cities, then suburbs. */
  refinements: Array<{ value: string; count: number }>;
}

function nextLevel(filters: LandingFilters): string | null {
  if (!filters.category) return 'property_category';
  if (!filters.city) return 'city';
  if (!filters.suburb) return 'suburb';
  return null;
}

export const getLandingListings = cache(
  async (filters: LandingFilters, page: number): Promise<LandingListings> => {
    const refinementAttribute = nextLevel(filters);
    const facetFilters = [
      filters.category && facetFilter('property_category', filters.category),
      filters.city && facetFilter('city', filters.city),
      filters.suburb && facetFilter('suburb', filters.suburb),
    ].filter((value): value is string => Boolean(value));
    const result = await searchIndex(filters.dealType, {
      facetFilters,
      distinct: true,
      hitsPerPage: LANDING_PAGE_SIZE,
      page: page - 1,
      facets: ['property_gmaven_key', ...(refinementAttribute ? [refinementAttribute] : [])],
      maxValuesPerFacet: FACET_VALUE_LIMIT,
    });
    const unitCounts = result.facets?.property_gmaven_key ?? {};
    const refinementCounts = refinementAttribute ? (result.facets?.[refinementAttribute] ?? {}) : {};
    return {
      properties: result.hits.map((hit) => toPropertySummary(hit, unitCounts[hit.property_gmaven_key])),
      total: result.nbHits ?? 0,
      page,
      totalPages: result.nbPages ?? 0,
      refinements: Object.entries(refinementCounts)
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => a.value.localeCompare(b.value)),
    };
  },
);

/** Up to six other properties of the same category in the same city. */
export const getRelatedProperties = cache(
  async (record: IndexedPropertyRecord): Promise<PropertySummary[]> => {
    const result = await searchIndex(record.dealType, {
      facetFilters: [
        facetFilter('property_category', record.property_category),
        facetFilter('city', record.city),
        `property_gmaven_key:-${record.property_gmaven_key}`,
      ],
      distinct: true,
      hitsPerPage: 6,
    });
    return result.hits.map((hit) => toPropertySummary(hit));
  },
);

/** The property record a brochure's web ref points to, in either index. */
export async function findByWebRef(webRef: string): Promise<IndexedPropertyRecord | null> {
  for (const dealType of ['toLet', 'forSale'] as const) {
    const result = await searchIndex(dealType, {
      facetFilters: [facetFilter('web_ref', webRef)],
      hitsPerPage: 1,
    });
    const [hit] = result.hits;
    if (hit) return hit;
  }
  return null;
}

/** Featured and special-offer properties first: the ones worth pre-rendering at build. */
export async function getPopularProperties(
  dealType: DealType,
  limit: number,
): Promise<IndexedPropertyRecord[]> {
  const result = await searchIndex(dealType, { distinct: true, hitsPerPage: limit });
  return result.hits;
}

/** Properties for the home page: special offers first, then featured, as the index ranks them. */
export const getFeaturedProperties = cache(async (count: number): Promise<PropertySummary[]> => {
  const result = await searchIndex('toLet', {
    distinct: true,
    hitsPerPage: count * 2,
    facets: ['property_gmaven_key'],
    maxValuesPerFacet: FACET_VALUE_LIMIT,
  });
  const unitCounts = result.facets?.property_gmaven_key ?? {};
  return result.hits
    .map((hit) => toPropertySummary(hit, unitCounts[hit.property_gmaven_key]))
    .sort((a, b) => Number(b.specialOffer) - Number(a.specialOffer))
    .slice(0, count);
});
