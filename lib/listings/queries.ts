import 'server-only';
import type { SearchResponse } from 'algoliasearch/lite';
import { cache } from 'react';
import { propertyTag } from '@/lib/cache/tags';
import { toSlug } from '@/lib/format/slug';
import type { DealType } from '@/lib/deal';
import {
  buildExcludedContactFilter,
  dealIndexName,
  INDEX_NAMES,
  isSearchError,
  searchCachedOne,
  sortedIndexName,
} from '@/lib/search/server';
import { ListingsError } from './errors';
import { toPropertySummary, type PropertySummary } from './property';
import type { IndexedPropertyRecord } from './wire-types';

/**
 * Server-side reads of the property indices for property, unit and landing pages. Facet values
 * are stored as display values ("Mixed Use", "Sandton CBD"); paths carry their slugs.
 */

export const LANDING_PAGE_SIZE = 12;
const MAX_RECORDS_PER_PROPERTY = 1000;
const FACET_VALUE_LIMIT = 1000;

type Params = Record<string, unknown>;

async function searchIndex(
  dealType: DealType,
  params: Params,
  tags: readonly string[] = [],
  indexName = dealIndexName(dealType, INDEX_NAMES),
): Promise<SearchResponse<IndexedPropertyRecord>> {
  const request = {
    indexName,
    params: { query: '', filters: buildExcludedContactFilter(), attributesToHighlight: [], ...params },
  };
  try {
    return await searchCachedOne<IndexedPropertyRecord>(request, tags);
  } catch (error) {
    if (isSearchError(error)) throw new ListingsError('unavailable', error.message, { cause: error });
    throw error;
  }
}

function facetFilter(attribute: string, value: string): string {
  // A leading dash would read as a negation (Algolia escapes it with a backslash).
  return `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;
}

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

/** Where a property page (and, for a unit, its unit page) lives: what the sitemap lists. */
export interface ListingPath {
  dealType: DealType;
  category: string;
  city: string;
  suburb: string;
  propertySlug: string;
  /** Set when the record is a unit with its own page, as `toPropertyDetail` lists units. */
  unitSlug: string | undefined;
  /** ISO date-time of the record's last update. */
  updatedAt: string;
  /** The brochure reference the record carries (`RC-10423`). */
  webRef: string;
}

const LISTING_PATH_ATTRIBUTES = [
  'property_category',
  'city',
  'suburb',
  'property_slug',
  'property_type',
  'unit_slug',
  'updated_at',
  'web_ref',
] as const;
type ListingPathHit = Pick<IndexedPropertyRecord, (typeof LISTING_PATH_ATTRIBUTES)[number]>;

/**
 * Algolia answers at most 1000 hits of one query (its default `paginationLimitedTo`; the search-only
 * key cannot browse), so a larger index is read in slices narrow enough to fit: by city, then
 * suburb, then property.
 */
const MAX_REACHABLE_HITS = 1000;
const SLICE_ATTRIBUTES = ['city', 'suburb', 'property_gmaven_key'] as const;

/**
 * `count` is the slice's size when the parent's facet counts tell it: a slice known to fit is read
 * without facets, one known not to fit is only split.
 */
async function collectListingHits(
  dealType: DealType,
  facetFilters: string[],
  depth: number,
  count?: number,
): Promise<ListingPathHit[]> {
  const attribute = SLICE_ATTRIBUTES[depth];
  const fits = count !== undefined && count <= MAX_REACHABLE_HITS;
  const tooLarge = count !== undefined && !fits && attribute !== undefined;
  const result = await searchIndex(dealType, {
    facetFilters,
    hitsPerPage: tooLarge ? 0 : MAX_REACHABLE_HITS,
    attributesToRetrieve: LISTING_PATH_ATTRIBUTES,
    ...(attribute && !fits ? { facets: [attribute], maxValuesPerFacet: FACET_VALUE_LIMIT } : {}),
  });
  if (!attribute || fits || (result.nbHits ?? 0) <= result.hits.length) return result.hits;
  const slices = await Promise.all(
    Object.entries(result.facets?.[attribute] ?? {}).map(([value, sliceCount]) =>
      collectListingHits(dealType, [...facetFilters, facetFilter(attribute, value)], depth + 1, sliceCount),
    ),
  );
  return slices.flat();
}

/**
 * Every property and unit of one deal type that its pages show (the excluded contact's are not),
 * in one city when `city` (a display value) is given.
 */
export async function getListingPaths(dealType: DealType, city?: string): Promise<ListingPath[]> {
  const hits = city
    ? await collectListingHits(dealType, [facetFilter('city', city)], 1)
    : await collectListingHits(dealType, [], 0);
  return hits.map((hit) => ({
    dealType,
    category: hit.property_category,
    city: hit.city,
    suburb: hit.suburb,
    propertySlug: hit.property_slug,
    unitSlug: hit.property_type === 'property_unit' && hit.unit_slug ? hit.unit_slug : undefined,
    updatedAt: hit.updated_at,
    webRef: hit.web_ref,
  }));
}

/**
 * The listings of one deal type (in one city, a display value, when given), looked up by property
 * slug and by web ref (in upper case). Read from the same cached slices as the sitemap, so a path or
 * ref that names nothing is answered without a read of its own (which would be cached under a key
 * anyone can make up).
 */
export const getListingDirectory = cache(
  async (
    dealType: DealType,
    city?: string,
  ): Promise<{ propertySlugs: ReadonlySet<string>; byWebRef: ReadonlyMap<string, ListingPath> }> => {
    const paths = await getListingPaths(dealType, city);
    const byWebRef = new Map<string, ListingPath>();
    for (const path of paths) {
      const ref = path.webRef.toUpperCase();
      if (!byWebRef.has(ref)) byWebRef.set(ref, path);
    }
    return { propertySlugs: new Set(paths.map((path) => path.propertySlug)), byWebRef };
  },
);

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
