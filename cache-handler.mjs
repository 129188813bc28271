/**
 * Next's `cacheHandler` (next.config.ts). Next loads this file with a plain import, during
 * `next build` and at `next start`. At start, instrumentation.ts registers the site's handler
 * (lib/cache/register-cache-handler.ts): the file-system cache or Redis, keeping each cached
 * document's Content-Security-Policy with it. Where nothing is registered (while building), Next's
 * own file-system cache answers as it would without this file.
 */
// Next exports no file-system cache for a handler to fall back on, so this one import reaches inside
// Next; tests/unit/cache-handler.test.ts fails if an upgrade moves it or changes what it takes.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node hands this CommonJS module over as its exports object; Next's bundler, which compiles this
// file into the server, as its default export.
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

const FACTORY = Symbol.for('ridgeway.cacheHandlerFactory');

export default class SiteCacheHandler {
  constructor(context) {
    const createFileSystemCache = () => new FileSystemCache(context);
    const factory = globalThis[FACTORY];
    this.handler = factory ? factory(context, createFileSystemCache) : createFileSystemCache();
  }

  get(key, context) {
    return this.handler.get(key, context);
  }

  set(key, value, context) {
    return this.handler.set(key, value, context);
  }

  revalidateTag(tags, durations) {
    return this.handler.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.handler.resetRequestCache?.();
  }
}
