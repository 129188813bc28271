import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { SQLITE_DATABASE_FILE, openSqliteDatabase } from '../sqlite-database';
import { migrateContentSchema } from './pg-migrations';
import { inTransaction } from './pg-pool';

/** The tables a copy moves, in an order that puts every enquiry before its mail jobs. */
const TABLES = [
  { name: 'enquiries', order: 'seq', skip: ['seq'] },
  { name: 'mail_jobs', order: 'created_at, id', skip: [] },
  { name: 'search_alerts', order: 'created_at, id', skip: [] },
  { name: 'search_alert_digests', order: 'alert_id, period', skip: [] },
  { name: 'alert_confirmation_mails', order: 'address_id', skip: [] },
] as const;

export type CopyReport = Record<(typeof TABLES)[number]['name'], { read: number; copied: number }>;

/**
 * Copies the SQLite store in `directory` into PostgreSQL, in one transaction: every row whose key is
 * not there yet (`ON CONFLICT DO NOTHING`), so running it again, or after instances have started
 * writing to PostgreSQL, copies nothing twice and overwrites nothing.
 */
export async function copySqliteToPostgres(directory: string, pool: pg.Pool): Promise<CopyReport> {
  const file = path.join(directory, SQLITE_DATABASE_FILE);
  if (!existsSync(/*turbopackIgnore: true*/ file)) throw new Error(`There is no ${file} to copy.`);
  // Opened once as the site opens it, so an older file is brought up to the current schema first.
  openSqliteDatabase(directory).close();
  await migrateContentSchema(pool);
  const sqlite = new Database(/*turbopackIgnore: true*/ file, { readonly: true, fileMustExist: true });
  try {
    return await inTransaction(pool, async (client) => {
      const report = {} as CopyReport;
      for (const table of TABLES) {
        const rows = sqlite.prepare(`SELECT * FROM ${table.name} ORDER BY ${table.order}`).all() as Record<
          string,
          unknown
        >[];
        let copied = 0;
        for (const row of rows) {
          const columns = Object.keys(row).filter(
            (column) => !(table.skip as readonly string[]).includes(column),
          );
          const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
          const result = await client.query(
            `INSERT INTO ${table.name} (${columns.join(', ')}) VALUES (${placeholders}) ON CONFLICT DO NOTHING`,
            columns.map((column) => row[column]),
          );
          copied += result.rowCount ?? 0;
        }
        report[table.name] = { read: rows.length, copied };
      }
      return report;
    });
  } finally {
    sqlite.close();
  }
}
