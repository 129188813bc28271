import type { CacheEntry, CacheStore } from './document-cache';

/** When tags were purged, kept where every instance sees them. */
export interface PurgeMarks {
  /** Records that these tags were purged at `at` (ms since the epoch); throws when it cannot. */
  mark(tags: readonly string[], at: number): Promise<void>;
  /** The last purge time of each of these tags that was ever purged; throws when it cannot tell. */
  read(tags: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

/**
 * The lifetime a purged entry is served with: stale after a second and never expired, so Next
 * answers with it and regenerates it in the background.
 */
const PURGED_LIFETIME = { revalidate: 1 };
/**
 * Next tells a stale page by the lifetime it is served with, but a stale data read by its age alone
 * (its `lastModified` against the read's own `revalidate`; the purges it checks besides are those
 * its own file-system cache recorded). So a purged read is dated as early as a number goes: stale
 * whatever its window. An ISR render then waits for the fresh read, and keeps this one if it fails.
 */
const PURGED_READ_LAST_MODIFIED = Number.MIN_SAFE_INTEGER;

function purged(entry: CacheEntry): CacheEntry {
  const stale = { ...entry, cacheControl: PURGED_LIFETIME };
  return entry.value?.kind === 'FETCH' ? { ...stale, lastModified: PURGED_READ_LAST_MODIFIED } : stale;
}

/**
 * The tags an entry was stored with, the implicit ones Next asks with, and a data read's own (Next
 * names them when it asks, so a read counts as purged even where a store kept it without them).
 */
function tagsOf(entry: CacheEntry, ctx: unknown): string[] {
  const own = Array.isArray(entry.tags) ? entry.tags : [];
  const { softTags, tags } = (ctx ?? {}) as { softTags?: unknown; tags?: unknown };
  const asked = [softTags, tags].flatMap((list) => (Array.isArray(list) ? list : []));
  return [...new Set([...own, ...asked])].filter((tag): tag is string => typeof tag === 'string');
}

/**
 * A purge (Next's `revalidateTag(tag, profile)`) marks what carries the tag stale instead of
 * deleting it, as Next's own file-system cache does: the next visit is answered with the entry
 * while it regenerates, and if a backend is down the regeneration fails and the last good page
 * stays. Only a purge without a profile (`updateTag`: the data must not be served again) deletes.
 */
export function withStalePurges(
  store: CacheStore,
  marks: PurgeMarks,
  now: () => number = Date.now,
): CacheStore {
  return {
    async get(key, ctx) {
      const entry = await store.get(key, ctx);
      if (!entry) return null;
      const tags = tagsOf(entry, ctx);
      if (tags.length === 0) return entry;
      let purges: ReadonlyMap<string, number>;
      try {
        purges = await marks.read(tags);
      } catch {
        // Whether it was purged cannot be told just now: the entry is served as it is.
        return entry;
      }
      const purgedAfter = [...purges.values()].some((at) => at > (entry.lastModified ?? 0));
      return purgedAfter ? purged(entry) : entry;
    },
    set: (key, value, ctx) => store.set(key, value, ctx),
    async revalidateTag(tags, durations) {
      if (durations?.expire === undefined) return store.revalidateTag(tags, durations);
      await marks.mark(typeof tags === 'string' ? [tags] : tags, now());
    },
    resetRequestCache: () => store.resetRequestCache?.(),
  };
}
