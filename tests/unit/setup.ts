import { afterEach, vi } from 'vitest';

// Files share their thread (vitest.config.mts): each imports the site's modules afresh, so no
// module's state (a memoised config, a client, a flag) carries over from a file run before it.
vi.resetModules();
// The embedded content service's servers live on globalThis, as they must across Next's bundles: each
// file gets its own, built over the modules it imports, so none answers with a file before's settings
// (its DATA_DIR, its tokens).
delete (globalThis as { __contentYogas?: unknown }).__contentYogas;

afterEach(async () => {
  // Component tests opt into jsdom per file; only they have a document to clean. A file that
  // writes the body itself leaves it to the next file in the thread, which would find its elements.
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    document.body.replaceChildren();
  }
});
