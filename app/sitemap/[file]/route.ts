import { listSitemapIds, parseSitemapFile, renderUrlSet, selectSitemapChunk } from '@/lib/seo/sitemap';
import { getSitemapEntries } from '@/lib/seo/sitemap-entries';
import { respondWithSitemap } from '@/lib/seo/sitemap-response';

/** `/sitemap/{id}.xml`: one chunk of at most 50,000 URLs; an unknown file is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const id = parseSitemapFile((await params).file);
  return respondWithSitemap(async () => {
    if (id === null) return null;
    const entries = await getSitemapEntries();
    if (id >= listSitemapIds(entries.length).length) return null;
    return renderUrlSet(selectSitemapChunk(entries, id));
  });
}
