import { afterEach, vi } from 'vitest';

// Files share their thread (vitest.config.mts): each imports the site's modules afresh, so no
// module's state (a memoised config, a client, a flag) carries over from a file run before it.
vi.resetModules();

afterEach(async () => {
  // Component tests opt into jsdom per file; only they have a document to clean.
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
