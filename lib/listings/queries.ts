import 'server-only';
import { cache } from 'react';
import { propertyTag } from '@/lib/cache/tags';
import { toSlug } from '@/lib/format/slug';
import type { DealType } from '@/lib/deal';
import { dealIndexName, INDEX_NAMES, sortedIndexName } from '@/lib/search/server';
import { FACET_VALUE_LIMIT, facetFilter, searchIndex } from './index-reads';
import { toPropertySummary, type PropertySummary } from './property';
import type { IndexedPropertyRecord } from './wire-types';

/**
 * Server-side reads of the property indices for property, unit and landing pages. Facet values
 * are stored as display values ("Mixed Use", "Sandton CBD"); paths carry their slugs.
 */

export const LANDING_PAGE_SIZE = 12;
const MAX_RECORDS_PER_PROPERTY = 1000;

/** Every record (unit) of one property, in index order; empty when there is no such property. */
export const getPropertyRecords = cache(
  async (dealType: DealType, propertySlug: string): Promise<IndexedPropertyRecord[]> => {
    const result = await searchIndex(
      dealType,
      { facetFilters: [facetFilter('property_slug', propertySlug)], hitsPerPage: MAX_RECORDS_PER_PROPERTY },
      [propertyTag(propertySlug)],
    );
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

/** A landing page's filters as facet filters: property-level, so every unit of a listed property matches. */
export function landingFacetFilters(filters: LandingFilters): string[] {
  return [
    filters.category && facetFilter('property_category', filters.category),
    filters.city && facetFilter('city', filters.city),
    filters.suburb && facetFilter('suburb', filters.suburb),
  ].filter((value): value is string => Boolean(value));
}

export const getLandingListings = cache(
  async (filters: LandingFilters, page: number): Promise<LandingListings> => {
    const refinementAttribute = nextLevel(filters);
    const facetFilters = landingFacetFilters(filters);
    // Landing filters are property-level, so every unit of a listed property matches: its unit
    // count is property_unit_count, and counts after distinct are the properties a link leads to.
    const result = await searchIndex(filters.dealType, {
      facetFilters,
      distinct: true,
      facetingAfterDistinct: true,
      hitsPerPage: LANDING_PAGE_SIZE,
      page: page - 1,
      facets: refinementAttribute ? [refinementAttribute] : [],
      maxValuesPerFacet: FACET_VALUE_LIMIT,
    });
    const refinementCounts = refinementAttribute ? (result.facets?.[refinementAttribute] ?? {}) : {};
    return {
      properties: result.hits.map((hit) => toPropertySummary(hit)),
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

/** Records (units) per city of one deal type, from one facet query whatever the listings' number. */
export async function getCityRecordCounts(
  dealType: DealType,
): Promise<Array<{ city: string; records: number }>> {
  const result = await searchIndex(dealType, {
    hitsPerPage: 0,
    facets: ['city'],
    maxValuesPerFacet: FACET_VALUE_LIMIT,
  });
  return Object.entries(result.facets?.city ?? {})
    .map(([city, records]) => ({ city, records }))
    .sort((a, b) => a.city.localeCompare(b.city));
}

/** The last listing update of each category of one deal type, from its newest-first replica. */
export async function getCategoryUpdates(
  dealType: DealType,
): Promise<Array<{ category: string; updatedAt: string }>> {
  const { categories } = await getFacetDirectory(dealType);
  const newestIndex = sortedIndexName(dealIndexName(dealType, INDEX_NAMES), 'newest');
  return Promise.all(
    [...categories.values()].sort().map(async (category) => {
      const result = await searchIndex(
        dealType,
        {
          facetFilters: [facetFilter('property_category', category)],
          hitsPerPage: 1,
          attributesToRetrieve: ['updated_at'],
        },
        [],
        newestIndex,
      );
      return { category, updatedAt: result.hits[0]?.updated_at ?? '' };
    }),
  );
}
