import 'server-only';
import { registerCacheHandler } from '@/lib/cache/register-cache-handler';
import { publicConfig } from '@/lib/config';
import { getEmbeddedSearchEngine } from '@/lib/search/embedded-service';

/** Server start-up (instrumentation.ts): the cache handler, then the embedded search indices. */
export async function startServer(): Promise<void> {
  await registerCacheHandler();
  if (!publicConfig.algolia) getEmbeddedSearchEngine();
}
