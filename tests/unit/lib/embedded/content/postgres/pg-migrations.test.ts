import { describe, expect, it } from 'vitest';
import { migrateContentSchema } from '@/lib/embedded/content/postgres/pg-migrations';
import { DATABASE_TIMEOUT_MS } from '@/lib/embedded/content/database-deadline';
import { CONTENT_SCHEMA, createContentPool } from '@/lib/embedded/content/postgres/pg-pool';
import { openPostgresStore } from '@/lib/embedded/content/postgres/pg-store';
import { createPostgresDatabase } from '@/tests/unit/support/content-store-backends';

describe('PostgreSQL migrations', () => {
  it('create the tables in a schema of their own, once, even when instances start together', async () => {
    const url = await createPostgresDatabase();
    const first = createContentPool(url, 1);
    const pools = [first, createContentPool(url, 1), createContentPool(url, 1)];
    try {
      const applied = await Promise.all(pools.map((pool) => migrateContentSchema(pool)));
      expect([...applied].sort()).toEqual([0, 0, 3]);
      expect(await migrateContentSchema(first)).toBe(0);
      const { rows } = await first.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
        [CONTENT_SCHEMA],
      );
      expect(rows.map((row) => row.table_name)).toEqual([
        'alert_confirmation_mails',
        'enquiries',
        'mail_jobs',
        'schema_migrations',
        'search_alert_digests',
        'search_alerts',
      ]);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('run a step longer than the statement deadline to its end, while another instance waits its turn', async () => {
    const url = await createPostgresDatabase();
    const pools = [createContentPool(url, 1), createContentPool(url, 1)];
    // An index built over a large table: longer than the client's deadline too.
    const longer = (DATABASE_TIMEOUT_MS + 1500) / 1000;
    const migrations = [`CREATE TABLE slow (id INTEGER); SELECT pg_sleep(${longer})`];
    try {
      const applied = await Promise.all(pools.map((pool) => migrateContentSchema(pool, migrations)));
      expect([...applied].sort()).toEqual([0, 1]);
      const [pool] = pools;
      expect((await pool?.query(`SELECT count(*)::int AS n FROM ${CONTENT_SCHEMA}.slow`))?.rows).toEqual([
        { n: 0 },
      ]);
      // The pool's own statements keep their deadline.
      await expect(pool?.query(`SELECT pg_sleep(${longer})`)).rejects.toThrow(/statement timeout/);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  }, 30_000);

  it('gives up on an unreachable database within the deadline, naming no password', async () => {
    const started = Date.now();
    await expect(openPostgresStore('postgres://site:secret@127.0.0.1:1/site')).rejects.toThrow(
      /ECONNREFUSED/,
    );
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
