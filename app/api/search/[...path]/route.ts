import { revalidateTag } from 'next/cache';
import { LISTINGS_TAG } from '@/lib/cache/tags';
import { publicConfig } from '@/lib/config';
import { getEmbeddedSearchEngine } from '@/lib/search/server';
import { handleListingWrite, isListingWritePath } from '@/lib/search/embedded/listing-write-route';

// The embedded engine answers Algolia's protocol only while hosted Algolia is not configured.
async function handle(request: Request): Promise<Response> {
  if (publicConfig.algolia) return Response.json({ message: 'Not found', status: 404 }, { status: 404 });
  if (isListingWritePath(new URL(request.url).pathname)) {
    // A listing sync's write shows on every page built from listings, as a purge after a sync does.
    return handleListingWrite(request, () => revalidateTag(LISTINGS_TAG, 'max'));
  }
  return getEmbeddedSearchEngine().handleRequest(request);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
