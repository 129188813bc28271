import { LRUCache } from 'lru-cache';
import { pagePathOfKey, type CacheEntry, type CacheStore, type CacheValue } from './document-cache';

/**
 * Entries that an endless set of addresses can make (a cached /search document per search state, a
 * link preview per search) are kept within a bound, so a crawler walking filter combinations can
 * neither fill the disk or Redis nor push the site's own pages out. `isBounded` names them by their
 * path, or by the context Next hands the handler with them (a data cache entry's tags).
 */
export type BoundedPages = (pagePath: string, ctx: unknown) => boolean;

interface MemoryEntry {
  value: CacheValue | null;
  lastModified: number;
  cacheControl: CacheEntry['cacheControl'];
}

export interface MemoryPageStore extends CacheStore {
  /** How many entries it holds; never more than its bound. */
  readonly size: number;
}

/**
 * Entries in this process's memory, the least recently used dropped past `maxEntries`; nothing is
 * written to disk. A purge needs nothing here: Next checks an entry's tags against the purges the
 * file-system cache records (its `revalidateTag`) whenever it reads one.
 */
export function createMemoryPageStore(maxEntries: number, now: () => number = Date.now): MemoryPageStore {
  const entries = new LRUCache<string, MemoryEntry>({ max: maxEntries });
  return {
    get size() {
      return entries.size;
    },
    async get(key) {
      const entry = entries.get(key);
      return entry ? { ...entry } : null;
    },
    async set(key, value, ctx) {
      const cacheControl = (ctx as { cacheControl?: CacheEntry['cacheControl'] } | null)?.cacheControl;
      entries.set(key, { value, lastModified: now(), cacheControl });
    },
    async revalidateTag() {},
  };
}

/**
 * The file-system cache with bounded pages kept in `memory` instead of on disk. A bounded page
 * memory no longer holds is read from the disk, which only ever has the build's copy of it: an
 * old copy, served while the page regenerates, beats rendering on the spot.
 */
export function withPagesInMemory(
  fileSystem: CacheStore,
  memory: CacheStore,
  isBounded: BoundedPages,
): CacheStore {
  const inMemory = (key: string, ctx: unknown) => isBounded(pagePathOfKey(key), ctx);
  return {
    async get(key, ctx) {
      if (!inMemory(key, ctx)) return fileSystem.get(key, ctx);
      return (await memory.get(key, ctx)) ?? (await fileSystem.get(key, ctx));
    },
    set: (key, value, ctx) => (inMemory(key, ctx) ? memory : fileSystem).set(key, value, ctx),
    revalidateTag: (tags, durations) => fileSystem.revalidateTag(tags, durations),
    resetRequestCache: () => fileSystem.resetRequestCache?.(),
  };
}

/** Keeps count of a shared store's bounded pages and removes the least recently written. */
export interface PageIndex {
  /** Notes that this key was written; past the bound, removes the oldest keys from the store. */
  written(key: string): Promise<void>;
}

/**
 * A shared store whose bounded pages are counted by `index` before they are stored, so the bound
 * holds however Redis stalls: a write that missed its deadline may still land, and counted only
 * after it, it would stay uncounted for the store's lifetime. A page the index could not count is
 * served but not kept. Once stored it is counted again: other writes may have let it go while its
 * own was on its way.
 */
export function withPageIndex(
  store: CacheStore,
  isBounded: BoundedPages,
  index: PageIndex,
  log: (message: string) => void = (message) => console.warn(message),
): CacheStore {
  return {
    get: (key, ctx) => store.get(key, ctx),
    async set(key, value, ctx) {
      if (!value || !isBounded(pagePathOfKey(key), ctx)) return store.set(key, value, ctx);
      try {
        await index.written(key);
      } catch (error) {
        log(
          `[cache] ${pagePathOfKey(key)}: served, not kept: it could not be counted against its bound (${String(error)})`,
        );
        return;
      }
      await store.set(key, value, ctx);
      // Counted already; a failure here only misses the rare page the bound let go of meanwhile.
      await index.written(key).catch(() => undefined);
    },
    revalidateTag: (tags, durations) => store.revalidateTag(tags, durations),
    resetRequestCache: () => store.resetRequestCache?.(),
  };
}
