import { revalidateTag } from 'next/cache';
import { CONTENT_TAGS, LISTINGS_TAG } from '@/lib/cache/tags';
import { INDEX_NAMES } from '@/lib/search';
import { publicConfig } from '@/lib/config';
import { getEmbeddedSearch } from '@/lib/search/embedded/service';
import { handleIndexAdmin, isIndexAdminPath } from '@/lib/search/embedded/admin-routes';

// A write shows on every page built from that index, as a purge after a sync or a publish does.
function purgePagesOf(indexName: string): void {
  revalidateTag(indexName === INDEX_NAMES.news ? CONTENT_TAGS.news : LISTINGS_TAG, 'max');
}

// The embedded engine answers Algolia's protocol only while hosted Algolia is not configured.
async function handle(request: Request): Promise<Response> {
  if (publicConfig.algolia) return Response.json({ message: 'Not found', status: 404 }, { status: 404 });
  const search = getEmbeddedSearch();
  if (isIndexAdminPath(new URL(request.url).pathname)) return handleIndexAdmin(request, search, purgePagesOf);
  return search.engine.handleRequest(request);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
