import { absoluteUrl } from '@/lib/site-metadata';

/** The sitemap protocol's ceiling of URLs in one file (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  /** Site-relative path, as the path builders return it. */
  path: string;
  /** ISO date-time of the newest change the data records; absent when it records none. */
  lastModified?: string;
}

/** Chunk ids: one per chunk of at most `limit` entries, and always one, so a sitemap exists. */
export function listSitemapIds(entryCount: number, limit = SITEMAP_URL_LIMIT): Array<{ id: number }> {
  const count = Math.max(1, Math.ceil(entryCount / limit));
  return Array.from({ length: count }, (_, id) => ({ id }));
}

/** The entries of chunk `id`: a slice of the whole list, which keeps its order across requests. */
export function selectSitemapChunk<T>(entries: readonly T[], id: number, limit = SITEMAP_URL_LIMIT): T[] {
  return entries.slice(id * limit, (id + 1) * limit);
}

/** The sitemap index crawlers and search consoles look for first; robots.txt names it. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** Where app/sitemap/[file] serves chunk `id`. */
export function buildSitemapUrl(id: number): string {
  return absoluteUrl(`/sitemap/${id}.xml`);
}

/** The chunk id of a `/sitemap/{file}` name, or null for any other name. */
export function parseSitemapFile(file: string): number | null {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
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

/** A `<sitemapindex>` naming each chunk (sitemaps.org). */
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
