import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { buildSitemapUrl, listSitemapIds } from '@/lib/seo/sitemap';
import { getSitemapEntries } from '@/lib/seo/sitemap-entries';

export default async function robots(): Promise<MetadataRoute.Robots> {
  // The number of sitemaps follows the listings, so it is counted on each request.
  await connection();
  const ids = listSitemapIds((await getSitemapEntries()).length);
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/graphqlQuery/'] },
    sitemap: ids.map(({ id }) => buildSitemapUrl(id)),
  };
}
