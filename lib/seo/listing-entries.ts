import { buildLandingPath, buildPropertyPath } from '@/lib/format/property-path';
import type { ListingPath } from '@/lib/search/listings';
import { newestDate, type SitemapEntry } from './sitemap';

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
  return [...newest]
    .map(([path, lastModified]) => ({ path, lastModified }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
