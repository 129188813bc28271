import { revalidateTag } from 'next/cache';
import { parseRevalidationRequest } from '@/lib/cache/revalidation';
import { getServerConfig } from '@/lib/server-config';

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
  for (const tag of result.tags) revalidateTag(tag, 'max');
  return Response.json({ revalidated: result.tags });
}
