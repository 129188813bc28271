import { getServerConfig } from '@/lib/server-config';
import { handleContentRequest } from '@/lib/content/embedded/server';
import { accessOf } from '@/lib/content/embedded/write-guard';

// The embedded content service is mounted only when no production GraphQL endpoint is configured.
function handle(request: Request): Promise<Response> | Response {
  if (getServerConfig().graphqlEndpoint) {
    return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 });
  }
  return handleContentRequest(
    request,
    accessOf(request.headers.get('authorization'), getServerConfig().graphqlServerToken),
  );
}

export const GET = handle;
export const POST = handle;
