import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { callRedis, type RedisClient } from '@/lib/redis/client';
import { REDIS_COMMAND_TIMEOUT_MS } from '@/lib/redis/deadlines';
import type { PageIndex } from './bounded-pages';
import type { CacheStore } from './document-cache';
import type { PurgeMarks } from './stale-purges';

/**
 * How long Redis keeps an entry past the time it turns stale: Next serves a stale entry while it
 * regenerates, so a backend outage shorter than this never turns a page into an error; and a
 * deployment's keys (prefixed with its build id) are gone this long after it stops serving.
 */
export const STALE_ENTRY_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** The handler's hashes of every entry's tags and lifetime, named here so evicting can tidy them. */
const SHARED_TAGS_KEY = '__sharedTags__';
const SHARED_TAGS_TTL_KEY = '__sharedTagsTtl__';

export type CacheStoreClass = new (context: unknown) => CacheStore;

export interface RedisCacheStore {
  Store: CacheStoreClass;
  /** Claims a build-time entry for copying into Redis; see `BuildSeeds`. */
  claimSeed: (key: string) => Promise<boolean>;
  /** When tags were purged, for every instance (`stale-purges.ts`). */
  purgeMarks: PurgeMarks;
  /** Counts the search pages in Redis, for every instance, and removes the oldest past the bound. */
  searchPages: PageIndex;
  /** The same for the link previews of searches and shortlists, within a bound of their own. */
  sharePreviews: PageIndex;
}

/**
 * A sorted set of keys by the time each was last written. Past `maxEntries`, the oldest keys are
 * popped and their entries unlinked, with their fields in the handler's hashes (which have no
 * lifetime of their own and would otherwise grow with every key ever written).
 */
function createPageIndex(
  client: RedisClient,
  indexKey: string,
  keyPrefix: string,
  maxEntries: number,
): PageIndex {
  return {
    async written(key) {
      const [, count] = await callRedis(
        client,
        () =>
          client
            .multi()
            .zAdd(indexKey, { score: Date.now(), value: key })
            .zCard(indexKey)
            .expire(indexKey, STALE_ENTRY_LIFETIME_SECONDS)
            .exec(),
        'Redis ZADD',
      );
      const excess = Number(count) - maxEntries;
      if (!(excess > 0)) return;
      const oldest = await callRedis(client, () => client.zPopMinCount(indexKey, excess), 'Redis ZPOPMIN');
      const keys = oldest.map(({ value }) => String(value));
      if (keys.length === 0) return;
      await callRedis(
        client,
        () =>
          client
            .multi()
            .unlink(keys.map((evicted) => keyPrefix + evicted))
            .hDel(keyPrefix + SHARED_TAGS_KEY, keys)
            .hDel(keyPrefix + SHARED_TAGS_TTL_KEY, keys)
            .exec(),
        'Redis UNLINK',
      );
    },
  };
}

/**
 * Next's ISR output, data cache and tags in Redis, through @fortedigital/nextjs-cache-handler
 * (Next 16). Keys start with the build id: cached HTML names the script files of the build that
 * made it, so a new deployment must not serve an older one's pages.
 */
export async function configureRedisCacheStore(
  client: RedisClient,
  distDir: string,
  bounds: { searchPages: number; sharePreviews: number },
): Promise<RedisCacheStore> {
  const buildId = (await readFile(path.join(distDir, 'BUILD_ID'), 'utf8')).trim();
  const keyPrefix = `site:${buildId}:`;
  CacheHandler.onCreation(() => ({
    handlers: [
      createRedisHandler({
        client: client as Parameters<typeof createRedisHandler>[0]['client'],
        keyPrefix,
        sharedTagsKey: SHARED_TAGS_KEY,
        sharedTagsTtlKey: SHARED_TAGS_TTL_KEY,
        // Every call of the handler runs under the caller's deadline (withRedisBreaker in
        // register-cache-handler.ts): a slow Redis degrades to a cache miss, not to a slow page.
        // The handler's own timeout, per command, drops a command quietly as a miss, however long
        // this process was too busy to read its reply: a backstop only.
        timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      }),
    ],
    ttl: { estimateExpireAge: (staleAge: number) => staleAge + STALE_ENTRY_LIFETIME_SECONDS },
  }));
  const seedsKey = `${keyPrefix}__seeds_claimed__`;
  const purgesKey = `${keyPrefix}__purged__`;
  return {
    Store: CacheHandler as unknown as CacheStoreClass,
    claimSeed: async (key: string) => {
      const [added] = await callRedis(
        client,
        () => client.multi().sAdd(seedsKey, key).expire(seedsKey, STALE_ENTRY_LIFETIME_SECONDS).exec(),
        'Redis SADD',
      );
      return Number(added) === 1;
    },
    searchPages: createPageIndex(client, `${keyPrefix}__search_pages__`, keyPrefix, bounds.searchPages),
    sharePreviews: createPageIndex(client, `${keyPrefix}__share_previews__`, keyPrefix, bounds.sharePreviews),
    purgeMarks: {
      mark: async (tags, at) => {
        const times = Object.fromEntries(tags.map((tag) => [tag, String(at)]));
        await callRedis(
          client,
          () => client.multi().hSet(purgesKey, times).expire(purgesKey, STALE_ENTRY_LIFETIME_SECONDS).exec(),
          'Redis HSET',
        );
      },
      read: async (tags) => {
        const times = await callRedis(client, () => client.hmGet(purgesKey, [...tags]), 'Redis HMGET');
        return new Map(
          tags.flatMap((tag, index) => {
            const at = Number(times[index]);
            return times[index] != null && Number.isFinite(at) ? [[tag, at] as const] : [];
          }),
        );
      },
    },
  };
}
