import { buildSitemapUrl, renderSitemapIndex } from '@/lib/seo/sitemap';
import { listSitemapFiles } from '@/lib/seo/sitemap-entries';
import { respondWithSitemap } from '@/lib/seo/sitemap-response';

// Listings change between builds: read on each request (from cached data), never frozen at build.
export const dynamic = 'force-dynamic';

/** The sitemap index: `pages.xml`, then one file per deal type and city (`lib/seo/sitemap.ts`). */
export function GET(): Promise<Response> {
  return respondWithSitemap(async () => renderSitemapIndex((await listSitemapFiles()).map(buildSitemapUrl)));
}
