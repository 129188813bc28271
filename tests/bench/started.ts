type Started = { stop(): Promise<void> } | { close(): Promise<void> };

/**
 * Runs a bench with what it starts (servers, a browser) and ends them, the last started first,
 * however the bench ends: a start or a measure that fails leaves no server holding its port.
 * `keep(await startX())` hands each one over as it starts.
 */
export async function withStarted<T>(
  bench: (keep: <S extends Started>(started: S) => S) => Promise<T>,
): Promise<T> {
  const ends: Array<() => Promise<void>> = [];
  const keep = <S extends Started>(started: S): S => {
    ends.unshift(() => ('stop' in started ? started.stop() : started.close()));
    return started;
  };
  try {
    return await bench(keep);
  } finally {
    for (const end of ends) {
      await end().catch((error: unknown) => console.error('could not stop what the bench started:', error));
    }
  }
}
