import { publicConfig } from '@/lib/config';

/** Hosted Algolia answers from the application's DSN and its fallback hosts on these domains. */
const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com'];

/**
 * Origins the browser's search client may connect to besides the site itself: none for the
 * embedded engine, which answers on the site's own origin.
 */
export function getBrowserSearchOrigins(): string[] {
  return publicConfig.algolia ? ALGOLIA_ORIGINS : [];
}
