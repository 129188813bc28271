import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import type { RedisClient } from '@/lib/redis/client';
import type { CacheStore } from './document-cache';

export type CacheStoreClass = new (context: unknown) => CacheStore;

/**
 * Next's ISR output, data cache and tags in Redis, through @fortedigital/nextjs-cache-handler
 * (Next 16). Keys start with the build id: cached HTML names the script files of the build that
 * made it, so a new deployment must not serve an older one's pages.
 */
export async function configureRedisCacheStore(
  client: RedisClient,
  distDir: string,
): Promise<CacheStoreClass> {
  const buildId = (await readFile(path.join(distDir, 'BUILD_ID'), 'utf8')).trim();
  CacheHandler.onCreation(() => ({
    handlers: [
      createRedisHandler({
        client: client as Parameters<typeof createRedisHandler>[0]['client'],
        keyPrefix: `site:${buildId}:`,
        // A slow Redis degrades to a cache miss, not to a slow page.
        timeoutMs: 1000,
      }),
    ],
  }));
  return CacheHandler as unknown as CacheStoreClass;
}
