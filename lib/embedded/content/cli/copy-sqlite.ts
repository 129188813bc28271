// `npm run db:copy-sqlite`: copies the SQLite store in DATA_DIR into the PostgreSQL of
// DATABASE_URL, once (again copies nothing twice), so a site that started on one machine keeps
// every lead and saved search when it moves to several.
import { getDataDirectory } from '@/lib/data-dir';
import { copySqliteToPostgres } from '../postgres/pg-copy';
import { createContentPool } from '../postgres/pg-pool';
import { getServerConfig } from '@/lib/server-config';
import { runCommand } from '@/lib/cli/cli-args';

async function main(): Promise<void> {
  const { databaseUrl } = getServerConfig();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: it names the PostgreSQL to copy into.');
  const directory = getDataDirectory();
  const pool = createContentPool(databaseUrl, 1);
  try {
    const report = await copySqliteToPostgres(directory, pool);
    for (const [table, { read, copied }] of Object.entries(report))
      console.info(`[copy] ${table}: ${copied} of ${read} row(s) copied (the rest were there already).`);
  } finally {
    await pool.end();
  }
}

runCommand('db:copy-sqlite', main, {
  describe: (error) => `[copy] Nothing was copied: ${error instanceof Error ? error.message : String(error)}`,
});
