import 'server-only';
import { withDeadline } from '@/lib/async/deadline';
import { getRedisClient, REDIS_DEADLINE_MS } from '@/lib/redis/client';
import { buildCachedDocumentPolicy } from '@/lib/security/cached-document-policy';
import { getServerConfig } from '@/lib/server-config';
import { isBoundedPagePath } from './bounded-page-paths';
import { createMemoryPageStore, withPageIndex, withPagesInMemory } from './bounded-pages';
import { createDocumentCache, type CacheStore, type DocumentCacheOptions } from './document-cache';
import { withStalePurges } from './stale-purges';
import { configureRedisCacheStore } from './redis-cache-store';

type CacheHandlerFactory = (context: unknown, createFileSystemCache: () => CacheStore) => CacheStore;

/** Read by cache-handler.mjs, which Next loads outside the app's bundles. */
const FACTORY_KEY = Symbol.for('ridgeway.cacheHandlerFactory');

const DOCUMENT_POLICY: DocumentCacheOptions = { policyFor: buildCachedDocumentPolicy };

/**
 * Next awaits a handler's `get` with no deadline of its own, so a read that Redis holds up is
 * given up after the deadline: a miss, which renders the page (or serves the build's copy).
 */
function withReadDeadline(store: CacheStore): CacheStore {
  return {
    get: (key, ctx) => withDeadline(store.get(key, ctx), REDIS_DEADLINE_MS, 'cache read').catch(() => null),
    set: (key, value, ctx) => store.set(key, value, ctx),
    revalidateTag: (tags, durations) => store.revalidateTag(tags, durations),
    resetRequestCache: () => store.resetRequestCache?.(),
  };
}

function setFactory(factory: CacheHandlerFactory): void {
  (globalThis as typeof globalThis & { [FACTORY_KEY]?: CacheHandlerFactory })[FACTORY_KEY] = factory;
}

/**
 * Installs the site's cache handler before the first request: Next's file-system cache by
 * default, Redis when REDIS_URL is set (several instances then serve and purge one cache). Either
 * way each cached document keeps its own Content-Security-Policy, and at most SEARCH_CACHE_ENTRIES
 * search pages are kept: in memory, or counted in Redis.
 */
export async function registerCacheHandler(): Promise<void> {
  const client = getRedisClient();
  const { distDir, searchCacheEntries } = getServerConfig();
  if (!client) {
    // Next builds a handler per request; the pages in memory outlive each one.
    const searchPages = createMemoryPageStore(searchCacheEntries);
    setFactory((_context, createFileSystemCache) =>
      createDocumentCache(
        withPagesInMemory(createFileSystemCache(), searchPages, isBoundedPagePath),
        DOCUMENT_POLICY,
      ),
    );
    return;
  }
  const { Store, claimSeed, purgeMarks, searchPages } = await configureRedisCacheStore(
    await client,
    distDir,
    searchCacheEntries,
  );
  // The build's prerenders stay on disk, read-only; Redis takes each on its first request.
  setFactory((context, createFileSystemCache) => {
    const buildOutput = createFileSystemCache();
    const shared = withStalePurges(new Store(context), purgeMarks);
    return createDocumentCache(withReadDeadline(withPageIndex(shared, isBoundedPagePath, searchPages)), {
      ...DOCUMENT_POLICY,
      seeds: { get: (key, ctx) => buildOutput.get(key, ctx), claim: claimSeed },
    });
  });
}
