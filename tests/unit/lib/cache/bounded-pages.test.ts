import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryPageStore,
  withPageIndex,
  withPagesInMemory,
  type PageIndex,
} from '@/lib/cache/bounded-pages';
import { isBoundedPagePath, isSharePreviewEntry } from '@/lib/cache/bounded-page-paths';
import type { CacheEntry, CacheStore, CacheValue } from '@/lib/cache/document-cache';
import { LISTINGS_TAG, SHARE_PREVIEWS_TAG } from '@/lib/cache/tags';
import { isSearchDocumentPath } from '@/lib/search/search-document';

const key = (path: string) => `/route-cache/APP_PAGE/0123abcd/$${path}`;
const page = (html: string): CacheValue => ({ kind: 'APP_PAGE', html, headers: {} });

function mapStore(initial: Record<string, CacheEntry> = {}) {
  const entries = new Map(Object.entries(initial));
  const store: CacheStore & { entries: typeof entries } = {
    entries,
    get: vi.fn(async (name: string) => entries.get(name) ?? null),
    set: vi.fn(async (name: string, value: CacheValue | null) => {
      entries.set(name, { lastModified: 1, value });
    }),
    revalidateTag: vi.fn(async () => undefined),
  };
  return store;
}

describe('createMemoryPageStore', () => {
  it('keeps at most its bound, dropping the least recently used first', async () => {
    const memory = createMemoryPageStore(2, () => 42);
    await memory.set('a', page('a'), { cacheControl: { revalidate: 3600 } });
    await memory.set('b', page('b'), {});
    await memory.get('a', {});
    await memory.set('c', page('c'), {});
    expect(memory.size).toBe(2);
    expect(await memory.get('b', {})).toBeNull();
    expect(await memory.get('a', {})).toEqual({
      value: page('a'),
      lastModified: 42,
      cacheControl: { revalidate: 3600 },
    });
    expect((await memory.get('c', {}))?.value).toEqual(page('c'));
  });

  it('holds a crawl of ten thousand searches within its bound', async () => {
    const memory = createMemoryPageStore(100);
    for (let index = 0; index < 10_000; index += 1) {
      await memory.set(key(`/search/s/page%3D${index}`), page(String(index)), {});
    }
    expect(memory.size).toBe(100);
    expect(await memory.get(key('/search/s/page%3D9999'), {})).not.toBeNull();
    expect(await memory.get(key('/search/s/page%3D0'), {})).toBeNull();
  });
});

describe('withPagesInMemory', () => {
  it('writes search pages to memory, never to the file system, and every other page to the file system', async () => {
    const fileSystem = mapStore();
    const memory = createMemoryPageStore(10);
    const cache = withPagesInMemory(fileSystem, memory, isSearchDocumentPath);
    await cache.set(key('/search/s/city%3DDurban'), page('durban'), {});
    await cache.set(key('/about'), page('about'), {});
    expect([...fileSystem.entries.keys()]).toEqual([key('/about')]);
    expect(memory.size).toBe(1);
    expect((await cache.get(key('/search/s/city%3DDurban'), {}))?.value).toEqual(page('durban'));
    expect((await cache.get(key('/about'), {}))?.value).toEqual(page('about'));
  });

  it("falls back to the build's copy on disk for a search page memory does not hold", async () => {
    const fileSystem = mapStore({ [key('/search/s/all')]: { lastModified: 1, value: page('built') } });
    const cache = withPagesInMemory(fileSystem, createMemoryPageStore(10), isSearchDocumentPath);
    expect((await cache.get(key('/search/s/all'), {}))?.value).toEqual(page('built'));
    await cache.set(key('/search/s/all'), page('fresh'), {});
    expect((await cache.get(key('/search/s/all'), {}))?.value).toEqual(page('fresh'));
    expect(fileSystem.entries.get(key('/search/s/all'))?.value).toEqual(page('built'));
  });

  it('records purges once, in the file-system cache whose tag manifest Next reads', async () => {
    const fileSystem = mapStore();
    const cache = withPagesInMemory(fileSystem, createMemoryPageStore(10), isSearchDocumentPath);
    await cache.revalidateTag('listings', { expire: 0 });
    expect(fileSystem.revalidateTag).toHaveBeenCalledOnce();
    expect(fileSystem.revalidateTag).toHaveBeenCalledWith('listings', { expire: 0 });
  });
});

describe('link previews within a bound of their own', () => {
  const preview = (n: number): CacheValue =>
    ({ kind: 'FETCH', data: { body: `{"base64":"${n}"}` } }) as CacheValue;
  const previewContext = { kind: 'FETCH', tags: [LISTINGS_TAG, SHARE_PREVIEWS_TAG] };

  it('keeps 200 previews to their bound in memory, and pushes no search page out', async () => {
    const fileSystem = mapStore();
    const searchPages = createMemoryPageStore(3);
    const previews = createMemoryPageStore(5);
    const cache = withPagesInMemory(
      withPagesInMemory(fileSystem, searchPages, isBoundedPagePath),
      previews,
      isSharePreviewEntry,
    );
    for (const state of ['all', 'city%3DDurban', 'city%3DSandton']) {
      await cache.set(key(`/search/s/${state}`), page(state), {});
    }
    for (let n = 0; n < 200; n += 1)
      await cache.set(`preview-${n}`, preview(n), { fetchCache: true, ...previewContext });
    expect(previews.size).toBe(5);
    expect(searchPages.size).toBe(3);
    expect(fileSystem.entries.size).toBe(0);
    expect((await cache.get(key('/search/s/city%3DDurban'), { kind: 'APP_PAGE' }))?.value).toEqual(
      page('city%3DDurban'),
    );
    expect(await cache.get('preview-199', previewContext)).not.toBeNull();
    expect(await cache.get('preview-0', previewContext)).toBeNull();
  });

  it('counts previews in an index of their own in a shared store', async () => {
    const store = mapStore();
    const searchIndex: PageIndex = { written: vi.fn(async () => undefined) };
    const previewIndex: PageIndex = { written: vi.fn(async () => undefined) };
    const cache = withPageIndex(
      withPageIndex(store, isBoundedPagePath, searchIndex),
      isSharePreviewEntry,
      previewIndex,
    );
    await cache.set('preview-1', preview(1), { fetchCache: true, ...previewContext });
    await cache.set(key('/search/s/all'), page('all'), {});
    expect(vi.mocked(previewIndex.written).mock.calls.map(([written]) => written)).toEqual([
      'preview-1',
      'preview-1',
    ]);
    expect(vi.mocked(searchIndex.written).mock.calls.map(([written]) => written)).toEqual([
      key('/search/s/all'),
      key('/search/s/all'),
    ]);
  });
});

describe('withPageIndex', () => {
  it('counts every search page written, and nothing else', async () => {
    const store = mapStore();
    const index: PageIndex = { written: vi.fn(async () => undefined) };
    const cache = withPageIndex(store, isSearchDocumentPath, index);
    await cache.set(key('/search/s/all'), page('all'), {});
    await cache.set(key('/to-let/office'), page('office'), {});
    expect(index.written).toHaveBeenCalledWith(key('/search/s/all'));
    expect(vi.mocked(index.written).mock.calls.every(([written]) => written === key('/search/s/all'))).toBe(
      true,
    );
    expect(store.entries.size).toBe(2);
  });

  it('counts a page before it is stored, and again once it is', async () => {
    const steps: string[] = [];
    const store = mapStore();
    vi.mocked(store.set).mockImplementation(async () => {
      steps.push('stored');
    });
    const index: PageIndex = { written: vi.fn(async () => void steps.push('counted')) };
    await withPageIndex(store, isSearchDocumentPath, index).set(key('/search/s/all'), page('all'), {});
    expect(steps).toEqual(['counted', 'stored', 'counted']);
  });

  it('serves but does not store a page the index cannot count, and says so', async () => {
    const store = mapStore();
    const log = vi.fn();
    const index: PageIndex = { written: vi.fn(async () => Promise.reject(new Error('Redis is down'))) };
    const cache = withPageIndex(store, isSearchDocumentPath, index, log);
    await expect(cache.set(key('/search/s/all'), page('all'), {})).resolves.toBeUndefined();
    expect(store.set).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/search/s/all: served, not kept'));
  });

  it('holds its bound when the index misses writes: nothing uncounted stays', async () => {
    const bound = 4;
    const store = mapStore();
    const counted = new Set<string>();
    let calls = 0;
    const index: PageIndex = {
      // Every third call fails, as a Redis that stalls now and then would.
      written: vi.fn(async (written: string) => {
        calls += 1;
        if (calls % 3 === 0) throw new Error('Redis ZADD missed its deadline');
        counted.delete(written);
        counted.add(written);
        for (const evicted of [...counted].slice(0, Math.max(0, counted.size - bound))) {
          counted.delete(evicted);
          store.entries.delete(evicted);
        }
      }),
    };
    const cache = withPageIndex(store, isSearchDocumentPath, index, () => undefined);
    for (let n = 0; n < 30; n += 1) await cache.set(key(`/search/s/page%3D${n}`), page(String(n)), {});
    expect(store.entries.size).toBeLessThanOrEqual(bound);
    expect([...store.entries.keys()].every((stored) => counted.has(stored))).toBe(true);
  });
});
