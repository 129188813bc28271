import { renderUrlSet } from '@/lib/seo/sitemap';
import { getSitemapFileEntries } from '@/lib/seo/sitemap-entries';
import { respondWithSitemap } from '@/lib/seo/sitemap-response';

/** `/sitemap/{file}`: one file of the sitemap index; an unknown file is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  return respondWithSitemap(async () => {
    const entries = await getSitemapFileEntries(file);
    return entries && renderUrlSet(entries);
  });
}
