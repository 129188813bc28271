import 'server-only';
import type { LiteClient } from 'algoliasearch/lite';
import { createSearchClient } from './client';
import { getEmbeddedSearchReady } from './embedded-backend';

/** The search client for server components and route handlers. */
export function getServerSearchClient(): LiteClient {
  getEmbeddedSearchReady();
  return createSearchClient();
}
