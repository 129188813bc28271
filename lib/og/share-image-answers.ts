/**
 * The answers of a preview route that has no image: short text a crawler reads as "no image".
 * Neither is kept by the cache (lib/cache/document-cache.ts keeps no failed answer where there
 * was none), so a made-up address costs nothing lasting.
 */

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

export function notFoundImage(): Response {
  return text(404, 'No link preview here.');
}

export function unavailableImage(): Response {
  return text(503, 'Link previews are unavailable just now.', { 'Retry-After': '60' });
}
