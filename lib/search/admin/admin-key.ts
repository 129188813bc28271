import 'server-only';
import { getDataDirectory } from '@/lib/data-dir';
import { getServerConfig } from '@/lib/server-config';
import { isSameSecret } from '@/lib/security/bearer-token';
import { readOrCreateLocalSecret } from '@/lib/security/local-secret';

const LOCAL_KEY_FILE = 'search-admin.key';

/**
 * The embedded engine's admin key, which listing writes need: SEARCH_ADMIN_KEY, or a key made once
 * in the data folder, which `npm run listings:touch` on the same machine reads. The browser only
 * ever has the search-only key.
 */
export function getSearchAdminKey(): string {
  return getServerConfig().searchAdminKey ?? readOrCreateLocalSecret(getDataDirectory(), LOCAL_KEY_FILE);
}

/** Algolia clients send the key as a header, or as a query parameter; compared in constant time. */
export function isAdminRequest(request: Request, adminKey: string): boolean {
  const given =
    request.headers.get('x-algolia-api-key') ?? new URL(request.url).searchParams.get('x-algolia-api-key');
  return isSameSecret(given, adminKey);
}
