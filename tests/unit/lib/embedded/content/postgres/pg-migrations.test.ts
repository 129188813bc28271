import { describe, expect, it } from 'vitest';
import { migrateContentSchema } from '@/lib/embedded/content/postgres/pg-migrations';
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

  it('gives up on an unreachable database within the deadline, naming no password', async () => {
    const started = Date.now();
    await expect(openPostgresStore('postgres://site:secret@127.0.0.1:1/site')).rejects.toThrow(
      /ECONNREFUSED/,
    );
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
