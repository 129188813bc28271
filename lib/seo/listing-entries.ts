import type { DealType } from '@/lib/deal';
import { buildLandingPath, buildPropertyPath } from '@/lib/listings/paths';
import type { ListingPath } from '@/lib/listings/listing-paths';
import { newestDate, type SitemapEntry } from './sitemap';

function byPath(a: SitemapEntry, b: SitemapEntry): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** A deal type's landing page and one per category, each dated by its newest listing. */
export function buildDealLandingEntries(
  dealType: DealType,
  categories: ReadonlyArray<{ category: string; updatedAt: string }>,
): SitemapEntry[] {
  if (categories.length === 0) return [];
  const dated = (updatedAt: string) => updatedAt || undefined;
  const newest = categories.reduce<string | undefined>(
    (latest, { updatedAt }) => newestDate(latest, dated(updatedAt)),
    undefined,
  );
  return [
    { path: buildLandingPath({ dealType }), lastModified: newest },
    ...categories.map(({ category, updatedAt }) => ({
      path: buildLandingPath({ dealType, category }),
      lastModified: dated(updatedAt),
    })),
  ].sort(byPath);
}

/**
 * Every page the listings give a URL: each deal's landing pages down to the suburb (only those with
 * a listing, as the route serves no empty one; page 2 onwards is left to links), each property and
 * each unit. A page's lastModified is the newest update among the listings it shows.
 */
export function buildListingEntries(listings: readonly ListingPath[]): SitemapEntry[] {
  const newest = new Map<string, string | undefined>();
  const record = (path: string, updatedAt: string) =>
    newest.set(path, newestDate(newest.get(path), updatedAt));
  for (const listing of listings) {
    const { dealType, category, city, suburb, updatedAt } = listing;
    record(buildLandingPath({ dealType }), updatedAt);
    record(buildLandingPath({ dealType, category }), updatedAt);
    record(buildLandingPath({ dealType, category, city }), updatedAt);
    record(buildLandingPath({ dealType, category, city, suburb }), updatedAt);
    record(buildPropertyPath({ ...listing, unitSlug: undefined }), updatedAt);
    if (listing.unitSlug) record(buildPropertyPath(listing), updatedAt);
  }
  return [...newest].map(([path, lastModified]) => ({ path, lastModified })).sort(byPath);
}

/** Deal and category landing pages span cities: `buildDealLandingEntries` lists those. */
const CITY_LEVEL_SEGMENTS = 3;

/** One city's listings' pages: landing pages from the city down, properties and units. */
export function buildCityListingEntries(listings: readonly ListingPath[]): SitemapEntry[] {
  return buildListingEntries(listings).filter(
    (entry) => entry.path.split('/').filter(Boolean).length >= CITY_LEVEL_SEGMENTS,
  );
}
