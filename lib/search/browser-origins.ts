import { publicConfig } from '@/lib/config';

/** Hosted Algolia answers from the application's DSN and its fallback hosts on these domains. */
const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com'];

/**
 * Origins the browser's search client may connect to besides the site itself: none for the
 * embedded engine, which answers on the site's own origin; the configured host when one
 * stands in for Algolia's.
 */
export function getBrowserSearchOrigins(): string[] {
  const { algolia } = publicConfig;
  if (!algolia) return [];
  return algolia.host ? [`${algolia.host.protocol}://${algolia.host.url}`] : ALGOLIA_ORIGINS;
}
