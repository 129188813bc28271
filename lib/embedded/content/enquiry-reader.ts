import { openSqliteDatabase } from './sqlite-database';
import type { StoredEnquiry } from './enquiry-types';
import { openPostgresStore } from './postgres/pg-store';

/** Every stored enquiry in `directory`, oldest first. */
export function readEnquiries(directory: string): StoredEnquiry[] {
  const database = openSqliteDatabase(directory);
  try {
    return database.all();
  } finally {
    database.close();
  }
}

/** Every stored enquiry in PostgreSQL at `databaseUrl`, or else in the SQLite file in `directory`. */
export async function readStoredEnquiries(
  databaseUrl: string | undefined,
  directory: string,
): Promise<StoredEnquiry[]> {
  if (!databaseUrl) return readEnquiries(directory);
  const store = await openPostgresStore(databaseUrl, 1);
  try {
    return await store.all();
  } finally {
    await store.close();
  }
}
