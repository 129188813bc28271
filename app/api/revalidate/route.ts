import { revalidateTag } from 'next/cache';
import { parseRevalidationRequest } from '@/lib/cache/revalidation';
import { getRedisClient, isRedisReachable } from '@/lib/redis/client';
import { getServerConfig } from '@/lib/server-config';

/** A purge the shared cache would not see must not be reported as done: the sender retries. */
async function sharedCacheUnreachable(): Promise<boolean> {
  const pending = getRedisClient();
  return pending !== undefined && !(await isRedisReachable(await pending));
}

/**
 * On-demand revalidation for CMS webhooks and listing syncs. Purged reads are served stale once
 * more while they refresh, so a backend that is down at that moment costs nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const result = await parseRevalidationRequest(request, getServerConfig().revalidateSecret);
  if (!result.ok) {
    const headers = result.status === 401 ? { 'www-authenticate': 'Bearer' } : undefined;
    return Response.json({ error: result.message }, { status: result.status, headers });
  }
  if (await sharedCacheUnreachable()) {
    return Response.json(
      { error: 'The shared cache cannot be reached just now; nothing was purged. Send the request again.' },
      { status: 503, headers: { 'retry-after': '5' } },
    );
  }
  for (const tag of result.tags) revalidateTag(tag, 'max');
  return Response.json({ revalidated: result.tags });
}
