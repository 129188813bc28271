import { DEAL_TYPES, dealFromSegment, dealSegment, type DealType } from '@/lib/deal';
import { absoluteUrl } from '@/lib/site-metadata';

/** The sitemap protocol's ceiling of URLs in one file (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  /** Site-relative path, as the path builders return it. */
  path: string;
  /** ISO date-time of the newest change the data records; absent when it records none. */
  lastModified?: string;
}

/**
 * The files of the sitemap index: `pages.xml` (content, search, media, articles and the landing
 * pages of each deal and category), then one file per deal type and city, `to-let.cape-town.xml`,
 * split into `to-let.cape-town.2.xml` … when a city could hold more URLs than one file may. The
 * index is made from one facet query per deal type, so its cost does not grow with the listings.
 */
export type SitemapFile =
  { kind: 'pages' } | { kind: 'city'; dealType: DealType; city: string; part: number; parts: number };

/** A listing record gives at most four URLs: its unit page, its property, its suburb and its city. */
export const URLS_PER_LISTING_RECORD = 4;

/** How many files a city of `records` listing records needs to stay within the URL limit. */
export function countCityParts(records: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil((records * URLS_PER_LISTING_RECORD) / limit));
}

/** Part `part` (1-based) of `parts` even slices of a city's entries, which keep their order. */
export function selectPart<T>(entries: readonly T[], part: number, parts: number): T[] {
  const size = Math.ceil(entries.length / parts);
  return entries.slice((part - 1) * size, part * size);
}

const PAGES_FILE = 'pages.xml';

export function sitemapFileName(file: SitemapFile): string {
  if (file.kind === 'pages') return PAGES_FILE;
  const part = file.part > 1 ? `.${file.part}` : '';
  return `${dealSegment(file.dealType)}.${file.city}${part}.xml`;
}

/** The sitemap index crawlers and search consoles look for first; robots.txt names it. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** Where app/sitemap/[file] serves a file. */
export function buildSitemapUrl(file: SitemapFile): string {
  return absoluteUrl(`/sitemap/${sitemapFileName(file)}`);
}

const MAX_CITY_SLUG_LENGTH = 80;
const CITY_FILE = new RegExp(
  `^(${DEAL_TYPES.map(dealSegment).join('|')})\\.([a-z0-9]+(?:-[a-z0-9]+)*)(?:\\.([2-9]|[1-9]\\d{1,3}))?\\.xml$`,
);

/** What a `/sitemap/{file}` name asks for, or null for any other name; parts are checked later. */
export function parseSitemapFileName(
  name: string,
): { kind: 'pages' } | { kind: 'city'; dealType: DealType; city: string; part: number } | null {
  if (name === PAGES_FILE) return { kind: 'pages' };
  const match = CITY_FILE.exec(name);
  if (!match || (match[2]?.length ?? 0) > MAX_CITY_SLUG_LENGTH) return null;
  const dealType = dealFromSegment(match[1] ?? '');
  if (!dealType || !match[2]) return null;
  return { kind: 'city', dealType, city: match[2], part: match[3] ? Number(match[3]) : 1 };
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of absolute URLs (sitemaps.org). */
export function renderUrlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
    return `<url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming each file (sitemaps.org). */
export function renderSitemapIndex(chunkUrls: readonly string[]): string {
  const sitemaps = chunkUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** The later of two ISO 8601 dates, as written; either may be absent. */
export function newestDate(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}
