import 'server-only';
import { isBackendUnavailable } from '@/lib/rendering/incomplete-render';

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' };
/** A crawler that meets an outage comes back later instead of dropping the listed pages. */
const RETRY_AFTER_SECONDS = 300;

/** An XML answer from the services' data, or a 503 that says why when one of them is down. */
export async function respondWithSitemap(render: () => Promise<string | null>): Promise<Response> {
  try {
    const xml = await render();
    if (xml === null) return new Response('No such sitemap.', { status: 404 });
    return new Response(xml, { headers: XML_HEADERS });
  } catch (error) {
    if (!isBackendUnavailable(error)) throw error;
    return new Response('The sitemap is temporarily unavailable: a listing or content service is down.', {
      status: 503,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
  }
}
