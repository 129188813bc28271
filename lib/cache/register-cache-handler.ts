import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeadlineExceededError } from '@/lib/async/deadline';
import { callRedis, getRedisClient, RedisUnavailableError, type RedisClient } from '@/lib/redis/client';
import { buildCachedDocumentPolicy } from '@/lib/security/cached-document-policy';
import { buildDocumentPolicy } from '@/lib/security/document-policy';
import { getServerConfig } from '@/lib/server-config';
import { isBoundedPagePath, isSharePreviewEntry } from './bounded-page-paths';
import { readStyleSheets } from './build-style-sheets';
import { createMemoryPageStore, withPageIndex, withPagesInMemory } from './bounded-pages';
import { createDocumentCache, type CacheStore, type DocumentCacheOptions } from './document-cache';
import { withStalePurges } from './stale-purges';
import { configureRedisCacheStore } from './redis-cache-store';

type CacheHandlerFactory = (context: unknown, createFileSystemCache: () => CacheStore) => CacheStore;

/** Read by cache-handler.mjs, which Next loads outside the app's bundles. */
const FACTORY_KEY = Symbol.for('ridgeway.cacheHandlerFactory');

/** Redis was skipped or did not answer in time: the breaker has it in hand, and said so once. */
function isRedisOutage(error: unknown): boolean {
  return error instanceof RedisUnavailableError || error instanceof DeadlineExceededError;
}

/** The build's not-found page, read once: the same for every 404 this build answers. */
function readNotFoundDocument(distDir: string): () => string | null {
  let html: string | null | undefined;
  return () => {
    if (html === undefined) {
      try {
        html = readFileSync(join(distDir, 'server', 'app', '_not-found.html'), 'utf8');
      } catch {
        html = null;
      }
    }
    return html;
  };
}

/**
 * Next awaits a handler's `get` with no deadline of its own, and Redis may hang rather than fail:
 * every call goes through the client's deadline and breaker (lib/redis/client.ts). A read Redis
 * cannot answer is a miss, which serves the build's copy or renders the page; a write is skipped
 * (Next would log each one); a purge fails, so its sender is told to try again.
 */
function withRedisBreaker(store: CacheStore, client: RedisClient): CacheStore {
  return {
    get: (key, ctx) => callRedis(client, () => store.get(key, ctx), 'cache read').catch(() => null),
    set: (key, value, ctx) =>
      callRedis(client, () => store.set(key, value, ctx), 'cache write').catch((error: unknown) => {
        if (!isRedisOutage(error)) throw error;
      }),
    revalidateTag: (tags, durations) =>
      callRedis(client, () => store.revalidateTag(tags, durations), 'cache purge'),
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
 * search pages and PREVIEW_CACHE_ENTRIES link previews are kept, each within its own bound: in
 * memory, or counted in Redis.
 */
export async function registerCacheHandler(): Promise<void> {
  const client = getRedisClient();
  const { distDir, searchCacheEntries, previewCacheEntries } = getServerConfig();
  const documentOptions: DocumentCacheOptions = {
    policyFor: buildCachedDocumentPolicy,
    strictPolicy: buildDocumentPolicy({ hashes: [] }),
    notFoundDocument: readNotFoundDocument(distDir),
    readStyleSheet: readStyleSheets(distDir),
  };
  if (!client) {
    // Next builds a handler per request; the pages in memory outlive each one.
    const searchPages = createMemoryPageStore(searchCacheEntries);
    const sharePreviews = createMemoryPageStore(previewCacheEntries);
    setFactory((_context, createFileSystemCache) =>
      createDocumentCache(
        withPagesInMemory(
          withPagesInMemory(createFileSystemCache(), searchPages, isBoundedPagePath),
          sharePreviews,
          isSharePreviewEntry,
        ),
        documentOptions,
      ),
    );
    return;
  }
  const redis = await client;
  const { Store, claimSeed, purgeMarks, searchPages, sharePreviews } = await configureRedisCacheStore(
    redis,
    distDir,
    { searchPages: searchCacheEntries, sharePreviews: previewCacheEntries },
  );
  // The build's prerenders stay on disk, read-only; Redis takes each on its first request.
  setFactory((context, createFileSystemCache) => {
    const buildOutput = createFileSystemCache();
    const shared = withStalePurges(new Store(context), purgeMarks);
    return createDocumentCache(
      withRedisBreaker(
        withPageIndex(
          withPageIndex(shared, isBoundedPagePath, searchPages),
          isSharePreviewEntry,
          sharePreviews,
        ),
        redis,
      ),
      {
        ...documentOptions,
        seeds: { get: (key, ctx) => buildOutput.get(key, ctx), claim: claimSeed },
      },
    );
  });
}
