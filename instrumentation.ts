/**
 * Runs once when the server starts, before the first request: installs the cache handler and
 * builds the embedded search indices, so no visitor waits for either.
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is a constant Next compiles into this file, not configuration: testing it here
  // is what keeps the Node.js-only start-up out of the edge build (Next's instrumentation guide).
  // eslint-disable-next-line no-restricted-properties -- a compile-time constant, see above
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('@/lib/server-start');
    await startServer();
  }
}
