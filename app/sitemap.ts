import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { listSitemapIds, selectSitemapChunk, toSitemapRoute } from '@/lib/seo/sitemap';
import { getSitemapEntries } from '@/lib/seo/sitemap-entries';

/** `/sitemap/{id}.xml`, each at most 50,000 URLs; robots.txt names every one. */
export async function generateSitemaps() {
  return listSitemapIds((await getSitemapEntries()).length);
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  // Listings change between builds, so the sitemap is read from the services on each request.
  await connection();
  const entries = await getSitemapEntries();
  return toSitemapRoute(selectSitemapChunk(entries, Number(await id)));
}
