import { handleEmbeddedContentRequest } from '@/lib/content/embedded-backend';

// The embedded content service is mounted only when no production GraphQL endpoint is configured.
function handle(request: Request): Promise<Response> | Response {
  return (
    handleEmbeddedContentRequest(request) ??
    Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
  );
}

export const GET = handle;
export const POST = handle;
