import { asContentStore, type ContentStore } from './content-store';
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

/** A read of the store in PostgreSQL at `databaseUrl`, or else of the SQLite file in `directory`, closed after. */
async function readStore<T>(
  databaseUrl: string | undefined,
  directory: string,
  read: (store: ContentStore) => Promise<T>,
): Promise<T> {
  const store = databaseUrl
    ? await openPostgresStore(databaseUrl, 1)
    : asContentStore(openSqliteDatabase(directory));
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

export interface EnquiryExport {
  enquiries: StoredEnquiry[];
  /** The ids of the enquiries held for the desk: stored, their lead not mailed. */
  held: ReadonlySet<string>;
}

/** What `npm run enquiries` prints: every enquiry, and which of them are held for the desk. */
export function readEnquiryExport(
  databaseUrl: string | undefined,
  directory: string,
): Promise<EnquiryExport> {
  return readStore(databaseUrl, directory, async (store) => ({
    enquiries: await store.all(),
    held: new Set(await store.heldEnquiryIds()),
  }));
}
