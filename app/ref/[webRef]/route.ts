import { getWebRefPath, isListingsError } from '@/lib/listings';
import { absoluteUrl } from '@/lib/site-metadata';

/** Printed brochures carry a web ref: /ref/RC-10423 redirects to the listing. */
export async function GET(_request: Request, { params }: { params: Promise<{ webRef: string }> }) {
  const { webRef } = await params;
  try {
    // The site's own origin, not the Host header: behind a proxy that names an internal host.
    return Response.redirect(absoluteUrl(await getWebRefPath(webRef)), 308);
  } catch (error) {
    if (!isListingsError(error) || error.code !== 'not_found') throw error;
    return new Response(error.message, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}
