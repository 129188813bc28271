import 'server-only';
import { registerInitialCache } from '@fortedigital/nextjs-cache-handler/instrumentation';
import { getRedisClient } from '@/lib/redis/client';
import { buildCachedDocumentPolicy } from '@/lib/security/cached-document-policy';
import { getServerConfig } from '@/lib/server-config';
import { createDocumentCache, type CacheStore, type DocumentCacheOptions } from './document-cache';
import { configureRedisCacheStore } from './redis-cache-store';

type CacheHandlerFactory = (context: unknown, createFileSystemCache: () => CacheStore) => CacheStore;

/** Read by cache-handler.mjs, which Next loads outside the app's bundles. */
const FACTORY_KEY = Symbol.for('ridgeway.cacheHandlerFactory');

const DOCUMENT_POLICY: DocumentCacheOptions = { policyFor: buildCachedDocumentPolicy };

function setFactory(factory: CacheHandlerFactory): void {
  (globalThis as typeof globalThis & { [FACTORY_KEY]?: CacheHandlerFactory })[FACTORY_KEY] = factory;
}

/**
 * Installs the site's cache handler before the first request: Next's file-system cache by
 * default, Redis when REDIS_URL is set (several instances then serve and purge one cache). Either
 * way each cached document keeps its own Content-Security-Policy.
 */
export async function registerCacheHandler(): Promise<void> {
  const client = getRedisClient();
  if (!client) {
    setFactory((_context, createFileSystemCache) =>
      createDocumentCache(createFileSystemCache(), DOCUMENT_POLICY),
    );
    return;
  }
  const { distDir } = getServerConfig();
  const RedisStore = await configureRedisCacheStore(await client, distDir);
  const createStore = (context: unknown) => createDocumentCache(new RedisStore(context), DOCUMENT_POLICY);
  setFactory(createStore);
  // What `next build` prerendered, for the instances that start before anyone visits. Entries an
  // instance already regenerated are newer and stay.
  await registerInitialCache(
    function InitialCacheStore(context: unknown) {
      return createStore(context);
    } as unknown as Parameters<typeof registerInitialCache>[0],
    { buildDir: distDir, setOnlyIfNotExists: true },
  );
}
