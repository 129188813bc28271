import { getWebRefPath, isListingsError } from '@/lib/listings';
import { relativeRedirect } from '@/lib/http/relative-redirect';

/** Printed brochures carry a web ref: /ref/RC-10423 redirects to the listing. */
export async function GET(_request: Request, { params }: { params: Promise<{ webRef: string }> }) {
  const { webRef } = await params;
  try {
    return relativeRedirect(await getWebRefPath(webRef));
  } catch (error) {
    if (!isListingsError(error) || error.code !== 'not_found') throw error;
    return new Response(error.message, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}
