import { publicConfig } from '@/lib/config';
import { getEmbeddedSearchEngine } from '@/lib/search/server';

// The embedded engine answers Algolia's protocol only while hosted Algolia is not configured.
async function handle(request: Request): Promise<Response> {
  if (publicConfig.algolia) return Response.json({ message: 'Not found', status: 404 }, { status: 404 });
  return getEmbeddedSearchEngine().handleRequest(request);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
