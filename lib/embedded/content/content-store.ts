import type { ContentDatabase } from './sqlite-database';

/** The calls the content service makes of its store: every method of the database but its upkeep. */
export type ContentDatabaseMethod = Exclude<keyof ContentDatabase, 'close' | 'runBefore'>;

/**
 * The content service's store as both backends offer it: the SQLite file (one machine, the default)
 * and PostgreSQL (`DATABASE_URL`, any number of instances). Every call resolves once what it wrote
 * is committed.
 */
export type ContentStore = {
  [Method in ContentDatabaseMethod]: (
    ...args: Parameters<ContentDatabase[Method]>
  ) => Promise<ReturnType<ContentDatabase[Method]>>;
} & { close(): Promise<void> };

/** The SQLite database behind the same promise-returning calls as PostgreSQL (commands and tests). */
export function asContentStore(database: ContentDatabase): ContentStore {
  const store: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, call] of Object.entries(database) as [string, (...args: unknown[]) => unknown][]) {
    store[name] = async (...args) => call(...args);
  }
  return store as unknown as ContentStore;
}
