import { describe, expect, it, vi } from 'vitest';
import type { CacheEntry, CacheStore } from '@/lib/cache/document-cache';
import { withStalePurges, type PurgeMarks } from '@/lib/cache/stale-purges';

function storeOf(entries: Record<string, CacheEntry>): CacheStore {
  return {
    get: vi.fn(async (key: string) => entries[key] ?? null),
    set: vi.fn(async () => undefined),
    revalidateTag: vi.fn(async () => undefined),
  };
}

function memoryMarks(): PurgeMarks & { times: Map<string, number> } {
  const times = new Map<string, number>();
  return {
    times,
    mark: vi.fn(async (tags: readonly string[], at: number) => {
      for (const tag of tags) times.set(tag, at);
    }),
    read: vi.fn(async (tags: readonly string[]) => {
      const found = new Map<string, number>();
      for (const tag of tags) if (times.has(tag)) found.set(tag, times.get(tag) ?? 0);
      return found;
    }),
  };
}

const PAGE: CacheEntry = {
  lastModified: 1_000,
  tags: ['listings', '_N_T_/to-let'],
  value: { kind: 'APP_PAGE', html: '<p>last good</p>' },
  cacheControl: { revalidate: 300 },
};

describe('withStalePurges', () => {
  it('marks a purged entry stale and keeps it, so it is served while it regenerates', async () => {
    const store = storeOf({ '/to-let': PAGE });
    const marks = memoryMarks();
    const cache = withStalePurges(store, marks, () => 5_000);
    await cache.revalidateTag(['listings'], { expire: 31_536_000 });
    expect(store.revalidateTag).not.toHaveBeenCalled();
    const entry = await cache.get('/to-let', {});
    expect(entry?.value).toEqual(PAGE.value);
    expect(entry?.cacheControl).toEqual({ revalidate: 1 });
  });

  it('serves an entry rendered after the purge as it is', async () => {
    const marks = memoryMarks();
    await marks.mark(['listings'], 500);
    const entry = await withStalePurges(storeOf({ '/to-let': PAGE }), marks).get('/to-let', {});
    expect(entry?.cacheControl).toEqual({ revalidate: 300 });
  });

  it('matches the implicit tags Next asks with', async () => {
    const marks = memoryMarks();
    await marks.mark(['_N_T_/about'], 5_000);
    const about: CacheEntry = { lastModified: 1_000, value: { kind: 'APP_PAGE', html: '' } };
    const entry = await withStalePurges(storeOf({ '/about': about }), marks).get('/about', {
      softTags: ['_N_T_/layout', '_N_T_/about'],
    });
    expect(entry?.cacheControl).toEqual({ revalidate: 1 });
  });

  it('matches the tags a data read asks with, though the store kept the entry without them', async () => {
    const marks = memoryMarks();
    await marks.mark(['property:slate'], 5_000);
    const data: CacheEntry = { lastModified: 1_000, tags: [], value: { kind: 'FETCH' } };
    const entry = await withStalePurges(storeOf({ f0: data }), marks).get('f0', {
      kind: 'FETCH',
      tags: ['listings', 'property:slate'],
    });
    expect(entry?.value).toEqual(data.value);
    // Next reads a data entry's staleness from its age alone: older than any window, "never" included.
    const NEXT_INFINITE_CACHE_SECONDS = 0xfffffffe;
    expect(Date.now() - (entry?.lastModified ?? Date.now())).toBeGreaterThan(
      NEXT_INFINITE_CACHE_SECONDS * 1000,
    );
  });

  it('keeps the time a page was written: Next reads its staleness from its lifetime', async () => {
    const marks = memoryMarks();
    await marks.mark(['listings'], 5_000);
    const entry = await withStalePurges(storeOf({ '/to-let': PAGE }), marks).get('/to-let', {});
    expect(entry?.lastModified).toBe(PAGE.lastModified);
    expect(entry?.cacheControl).toEqual({ revalidate: 1 });
  });

  it('deletes only when asked to without a profile (updateTag)', async () => {
    const store = storeOf({ '/to-let': PAGE });
    const marks = memoryMarks();
    await withStalePurges(store, marks).revalidateTag('listings');
    expect(store.revalidateTag).toHaveBeenCalledWith('listings', undefined);
    expect(marks.mark).not.toHaveBeenCalled();
  });

  it('serves the entry as it is when the marks cannot be read, and reports a purge it could not record', async () => {
    const marks: PurgeMarks = {
      mark: async () => {
        throw new Error('Redis HSET took longer than 1000 ms');
      },
      read: async () => {
        throw new Error('Redis HMGET took longer than 1000 ms');
      },
    };
    const cache = withStalePurges(storeOf({ '/to-let': PAGE }), marks);
    expect(await cache.get('/to-let', {})).toEqual(PAGE);
    await expect(cache.revalidateTag(['listings'], { expire: 60 })).rejects.toThrow('HSET');
  });
});
