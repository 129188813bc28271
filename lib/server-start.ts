import 'server-only';
import { registerCacheHandler } from '@/lib/cache/register-cache-handler';
import { publicConfig } from '@/lib/config';
import { getEmbeddedSearchEngine } from '@/lib/search/embedded-service';
import { warmUpSearchRoute } from '@/lib/search/embedded-warm-up';

/** Next sets PORT to the port it listens on before it loads instrumentation. */
function ownOrigin(): string | null {
  // eslint-disable-next-line no-restricted-properties -- set by `next start` itself, not configuration
  const port = process.env.PORT;
  return port && /^\d{1,5}$/.test(port) ? `http://127.0.0.1:${port}` : null;
}

/**
 * Server start-up (instrumentation.ts): the cache handler, then the embedded search indices, and
 * once the server answers, its search route.
 */
export async function startServer(): Promise<void> {
  await registerCacheHandler();
  if (publicConfig.algolia) return;
  getEmbeddedSearchEngine();
  const origin = ownOrigin();
  // After register() returns the server starts answering; the warm-up waits for that.
  if (origin) setTimeout(() => void warmUpSearchRoute(origin), 0);
}
