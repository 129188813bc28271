import { revalidateTag } from 'next/cache';
import { CONTENT_TAGS, LISTINGS_TAG } from '@/lib/cache/tags';
import { INDEX_NAMES } from '@/lib/search';
import { handleEmbeddedSearchRequest } from '@/lib/search/embedded-backend';

// A write shows on every page built from that index, as a purge after a sync or a publish does,
// and a listing change reaches instant alerts within seconds (loaded on the first write: the
// search route answers every search, and the alert mail's code has no business in its start-up).
function purgePagesOf(indexName: string): void {
  if (indexName === INDEX_NAMES.news) {
    revalidateTag(CONTENT_TAGS.news, 'max');
    return;
  }
  revalidateTag(LISTINGS_TAG, 'max');
  void import('@/lib/alerts/instant-timer').then((instant) => instant.requestInstantAlertRun());
}

// The embedded engine answers Algolia's protocol only while hosted Algolia is not configured.
function handle(request: Request): Promise<Response> | Response {
  return (
    handleEmbeddedSearchRequest(request, purgePagesOf) ??
    Response.json({ message: 'Not found', status: 404 }, { status: 404 })
  );
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
