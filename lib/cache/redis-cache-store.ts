import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import type { RedisClient } from '@/lib/redis/client';
import type { CacheStore } from './document-cache';

export type CacheStoreClass = new (context: unknown) => CacheStore;

export interface RedisCacheStore {
  Store: CacheStoreClass;
  /** Claims a build-time entry for copying into Redis; see `BuildSeeds`. */
  claimSeed: (key: string) => Promise<boolean>;
}

/**
 * Next's ISR output, data cache and tags in Redis, through @fortedigital/nextjs-cache-handler
 * (Next 16). Keys start with the build id: cached HTML names the script files of the build that
 * made it, so a new deployment must not serve an older one's pages.
 */
export async function configureRedisCacheStore(
  client: RedisClient,
  distDir: string,
): Promise<RedisCacheStore> {
  const buildId = (await readFile(path.join(distDir, 'BUILD_ID'), 'utf8')).trim();
  const keyPrefix = `site:${buildId}:`;
  CacheHandler.onCreation(() => ({
    handlers: [
      createRedisHandler({
        client: client as Parameters<typeof createRedisHandler>[0]['client'],
        keyPrefix,
        // A slow Redis degrades to a cache miss, not to a slow page.
        timeoutMs: 1000,
      }),
    ],
  }));
  return {
    Store: CacheHandler as unknown as CacheStoreClass,
    claimSeed: async (key: string) => (await client.sAdd(`${keyPrefix}__seeds_claimed__`, key)) === 1,
  };
}
