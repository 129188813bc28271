import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

// cache-handler.mjs falls back on this file of Next's, which Next does not export: if a Next
// upgrade moves it or changes what it takes, this fails before a build serves without a cache.
const FileSystemCache = fileSystemCacheModule;

describe("Next's file-system cache, as cache-handler.mjs uses it", () => {
  it('is built from the context Next hands a cache handler, and keeps what is set', async () => {
    const cache = new FileSystemCache({
      fs: nodeFs,
      serverDistDir: mkdtempSync(path.join(tmpdir(), 'next-cache-')),
      flushToDisk: true,
      revalidatedTags: [],
      _requestHeaders: {},
    });
    const value = {
      kind: 'FETCH',
      data: { headers: {}, body: 'e30=', url: 'http://x/', status: 200 },
      revalidate: 60,
    };
    await cache.set('probe', value as never, { fetchCache: true, tags: ['probe'] } as never);
    const entry = await cache.get('probe', { kind: 'FETCH', tags: ['probe'], softTags: [] } as never);
    expect(entry?.value).toMatchObject({ kind: 'FETCH', data: { body: 'e30=' } });
    expect(typeof cache.revalidateTag).toBe('function');
  });
});
