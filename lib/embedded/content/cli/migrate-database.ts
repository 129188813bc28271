// `npm run db:migrate`: brings the content schema in the PostgreSQL of DATABASE_URL up to date, as
// every instance also does when it starts (before a deployment, or to check the credentials).
import { migrateContentSchema } from '../postgres/pg-migrations';
import { CONTENT_SCHEMA, createContentPool } from '../postgres/pg-pool';
import { runCommand } from '@/lib/cli/cli-args';
import { getServerConfig } from '@/lib/server-config';

async function main(): Promise<void> {
  const { databaseUrl } = getServerConfig();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: it names the PostgreSQL to migrate.');
  const pool = createContentPool(databaseUrl, 1);
  try {
    const applied = await migrateContentSchema(pool);
    console.info(`[migrate] Schema ${CONTENT_SCHEMA}: ${applied} migration(s) applied; it is up to date.`);
  } finally {
    await pool.end();
  }
}

runCommand('db:migrate', main, {
  describe: (error) => `[migrate] DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`,
});
