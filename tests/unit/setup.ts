import { afterEach } from 'vitest';

afterEach(async () => {
  // Component tests opt into jsdom per file; only they have a document to clean.
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
