import { buildSitemapUrl, listSitemapIds, renderSitemapIndex } from '@/lib/seo/sitemap';
import { getSitemapEntries } from '@/lib/seo/sitemap-entries';
import { respondWithSitemap } from '@/lib/seo/sitemap-response';

// Listings change between builds: read on each request (from cached data), never frozen at build.
export const dynamic = 'force-dynamic';

/** The sitemap index: one `/sitemap/{id}.xml` per 50,000 URLs. Read from the services' cached data. */
export function GET(): Promise<Response> {
  return respondWithSitemap(async () => {
    const ids = listSitemapIds((await getSitemapEntries()).length);
    return renderSitemapIndex(ids.map(({ id }) => buildSitemapUrl(id)));
  });
}
