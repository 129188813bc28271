import { LISTINGS_TAG } from '../cache/tags';
import { publicConfig } from '../config';
import type { SearchServiceTarget } from '../search/admin/admin-client';
import { getServerConfig } from '../server-config';

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 2000;

/**
 * Purges the pages built from listings (`POST /api/revalidate` with the listings tag) on the site at
 * NEXT_PUBLIC_SITE_URL, so a change shows at their next visit. Says what it did, or why not; throws
 * when the site refused or never answered (a 503 from an unreachable shared cache is sent again).
 */
export async function purgeListingPages(target: SearchServiceTarget): Promise<string> {
  const secret = getServerConfig().revalidateSecret;
  if (!secret) {
    return target.kind === 'embedded'
      ? 'The embedded engine purged the listing pages itself.'
      : 'REVALIDATE_SECRET is not set, so the listing pages were not purged: they show the change within the hour.';
  }
  const url = `${publicConfig.siteUrl}/api/revalidate`;
  let failure = '';
  let hint = 'send it again, or wait an hour';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: [LISTINGS_TAG] }),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok)
        return `Purged the listing pages (POST ${url}): they show the change at their next visit.`;
      failure = `${response.status} ${await response.text()}`;
      if (response.status === 401) hint = "set REVALIDATE_SECRET to the site's, then send it again";
      if (response.status !== 503) break;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      hint =
        'start the site, or set NEXT_PUBLIC_SITE_URL to where it runs; then send it again, or wait an hour';
    }
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
  throw new Error(`The listing pages could not be purged (POST ${url}: ${failure}): ${hint}.`);
}
