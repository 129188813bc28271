import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      '@embedded': fileURLToPath(new URL('./lib/embedded', import.meta.url)),
      // `server-only` throws outside a React Server Components bundle; unit tests run server code directly.
      'server-only': fileURLToPath(new URL('./tests/unit/server-only-stub.ts', import.meta.url)),
      // The data cache needs a running Next server; see the stub.
      'next/cache': fileURLToPath(new URL('./tests/unit/next-cache-stub.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // Every core, in threads: the default leaves one core of two idle, and a forked worker starts slower.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // One thread runs many files: a fresh thread per file imported jsdom, React and the rest again
    // each time, a fifth of the run. Each file still starts with the site's modules unloaded
    // (tests/unit/setup.ts) and its own mocks, which Vitest keeps per file.
    isolate: false,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/unit/setup.ts'],
    // A PostgreSQL cluster of the run's own, for the suites run against both stores.
    globalSetup: ['./tests/unit/postgres-global-setup.ts'],
    css: false,
    testTimeout: 20_000,
    // Worker threads inherit it, so a worker that server code starts can run from its TypeScript source.
    execArgv: ['--require', 'tsx/cjs'],
  },
});
