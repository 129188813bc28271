import 'server-only';
import type { LiteClient } from 'algoliasearch/lite';
import { publicConfig } from '@/lib/config';
import { createSearchClient } from './client';
import { getEmbeddedSearchEngine } from './embedded/service';

/**
 * Starts the embedded engine (a no-op when hosted Algolia is configured), so the search client
 * factory finds its in-process requester during server rendering.
 */
export function getEmbeddedSearchReady(): void {
  if (!publicConfig.algolia) getEmbeddedSearchEngine();
}

/** The search client for server components and route handlers. */
export function getServerSearchClient(): LiteClient {
  getEmbeddedSearchReady();
  return createSearchClient();
}
