import 'server-only';
import { cache } from 'react';
import type { DealType } from '@/lib/deal';
import { FACET_VALUE_LIMIT, facetFilter, searchIndex } from './index-reads';
import type { IndexedPropertyRecord } from './wire-types';

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

export const LISTING_PATH_ATTRIBUTES = [
  'property_category',
  'city',
  'suburb',
  'property_slug',
  'property_type',
  'unit_slug',
  'updated_at',
  'web_ref',
] as const;
export type ListingPathHit = Pick<IndexedPropertyRecord, (typeof LISTING_PATH_ATTRIBUTES)[number]>;

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
  return hits.map((hit) => toListingPath(dealType, hit));
}

export function toListingPath(dealType: DealType, hit: ListingPathHit): ListingPath {
  return {
    dealType,
    category: hit.property_category,
    city: hit.city,
    suburb: hit.suburb,
    propertySlug: hit.property_slug,
    unitSlug: hit.property_type === 'property_unit' && hit.unit_slug ? hit.unit_slug : undefined,
    updatedAt: hit.updated_at,
    webRef: hit.web_ref,
  };
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
