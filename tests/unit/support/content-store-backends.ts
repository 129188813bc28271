// The content store's two backends for the repository suites: each test gets an empty store.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { asContentStore, type ContentStore } from '@/lib/embedded/content/content-store';
import { openSqliteDatabase } from '@/lib/embedded/content/sqlite-database';
import { openPostgresStore } from '@/lib/embedded/content/postgres/pg-store';

export interface TestStore {
  store: ContentStore;
  /** Where the store is: the SQLite folder, or the PostgreSQL database's URL. */
  location: string;
  /** Another connection to the same store, as a second instance has. */
  connect(): Promise<ContentStore>;
  /** Closes the store and deletes it. */
  dispose(): Promise<void>;
}

export type BackendName = 'sqlite' | 'postgres';
export const BACKENDS: BackendName[] = ['sqlite', 'postgres'];

/** A new empty database in the unit run's cluster (postgres-global-setup.ts), and its URL. */
export async function createPostgresDatabase(): Promise<string> {
  const admin = inject('postgresUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return admin.replace(/\/postgres$/, `/${name}`);
}

export async function openTestStore(backend: BackendName): Promise<TestStore> {
  if (backend === 'sqlite') {
    const directory = mkdtempSync(path.join(tmpdir(), 'content-store-'));
    const store = asContentStore(openSqliteDatabase(directory));
    return {
      store,
      location: directory,
      connect: async () => asContentStore(openSqliteDatabase(directory)),
      dispose: async () => {
        await store.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const url = await createPostgresDatabase();
  const store = await openPostgresStore(url);
  return { store, location: url, connect: () => openPostgresStore(url), dispose: () => store.close() };
}
