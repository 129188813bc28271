import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-metadata';

/** The sitemap protocol's ceiling of URLs in one file (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  /** Site-relative path, as the path builders return it. */
  path: string;
  /** ISO date-time of the newest change the data records; absent when it records none. */
  lastModified?: string;
}

/** `generateSitemaps` ids: one per chunk of at most `limit` entries, and always one, so a sitemap exists. */
export function listSitemapIds(entryCount: number, limit = SITEMAP_URL_LIMIT): Array<{ id: number }> {
  const count = Math.max(1, Math.ceil(entryCount / limit));
  return Array.from({ length: count }, (_, id) => ({ id }));
}

/** The entries of chunk `id`: a slice of the whole list, which keeps its order across requests. */
export function selectSitemapChunk<T>(entries: readonly T[], id: number, limit = SITEMAP_URL_LIMIT): T[] {
  return entries.slice(id * limit, (id + 1) * limit);
}

/** Where `app/sitemap.ts` serves chunk `id` (Next's `generateSitemaps` convention). */
export function buildSitemapUrl(id: number): string {
  return absoluteUrl(`/sitemap/${id}.xml`);
}

export function toSitemapRoute(entries: readonly SitemapEntry[]): MetadataRoute.Sitemap {
  return entries.map(({ path, lastModified }) => ({
    url: absoluteUrl(path),
    ...(lastModified ? { lastModified } : {}),
  }));
}

/** The later of two ISO 8601 dates, as written; either may be absent. */
export function newestDate(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}
