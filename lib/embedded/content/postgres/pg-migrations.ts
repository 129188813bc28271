import pg from 'pg';
import { CONTENT_SCHEMA } from './pg-pool';

/**
 * The content service's tables in PostgreSQL: the same rows as the SQLite file's (its migrations
 * 1 to 4 in one, then each one after), with times in milliseconds as BIGINT and ISO times as text, so a copy moves
 * every value unchanged (`npm run db:copy-sqlite`). Each entry moves the schema one version on.
 */
const MIGRATIONS = [
  `CREATE TABLE enquiries (
     seq BIGSERIAL PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     received_at TEXT NOT NULL,
     source TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     property_key TEXT NOT NULL,
     unit_key TEXT NOT NULL,
     broker_key TEXT NOT NULL,
     recipient_name TEXT NOT NULL DEFAULT '',
     recipient_email TEXT NOT NULL DEFAULT '',
     listing_name TEXT NOT NULL DEFAULT '',
     web_ref TEXT NOT NULL DEFAULT '',
     listing_path TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX enquiries_received_at ON enquiries (received_at);
   CREATE TABLE mail_jobs (
     id TEXT PRIMARY KEY,
     enquiry_id TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('lead', 'receipt')),
     status TEXT NOT NULL CHECK (status IN ('pending', 'claimed', 'sent', 'abandoned')),
     attempts INTEGER NOT NULL,
     created_at BIGINT NOT NULL,
     due_at BIGINT NOT NULL,
     claim_token TEXT,
     sent_at BIGINT,
     last_error TEXT
   );
   CREATE INDEX mail_jobs_due ON mail_jobs (status, due_at);
   CREATE INDEX mail_jobs_enquiry ON mail_jobs (enquiry_id);
   CREATE INDEX mail_jobs_created ON mail_jobs (kind, created_at);
   CREATE TABLE search_alerts (
     id TEXT PRIMARY KEY,
     address_id TEXT NOT NULL,
     email TEXT NOT NULL,
     state_key TEXT NOT NULL,
     frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly')),
     created_at TEXT NOT NULL,
     confirmed_at TEXT,
     since_ms BIGINT NOT NULL,
     UNIQUE (address_id, state_key)
   );
   CREATE TABLE search_alert_digests (
     alert_id TEXT NOT NULL,
     period TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('claimed', 'sent', 'failed')),
     attempts INTEGER NOT NULL,
     updated_at TEXT NOT NULL,
     PRIMARY KEY (alert_id, period)
   );
   CREATE TABLE alert_confirmation_mails (
     address_id TEXT PRIMARY KEY,
     sent_at BIGINT NOT NULL
   );
   CREATE INDEX alert_confirmation_mails_sent_at ON alert_confirmation_mails (sent_at);`,
  // SQLite's migration 5: the client network that asked for each confirmation, as a keyed id.
  `ALTER TABLE alert_confirmation_mails ADD COLUMN client_id TEXT NOT NULL DEFAULT '';
   CREATE INDEX alert_confirmation_mails_client ON alert_confirmation_mails (client_id, sent_at);`,
  // SQLite's migration 6: alerts sent as soon as a listing matches, their mails found by recent rows.
  `ALTER TABLE search_alerts DROP CONSTRAINT search_alerts_frequency_check;
   ALTER TABLE search_alerts ADD CONSTRAINT search_alerts_frequency_check
     CHECK (frequency IN ('instant', 'daily', 'weekly'));
   CREATE INDEX search_alert_digests_recent ON search_alert_digests (alert_id, updated_at);`,
];

/** Any fixed number: the advisory lock that lets one instance at a time migrate. */
const MIGRATION_LOCK = 7_305_142;

/**
 * Brings the content schema up to date: at every start and by `npm run db:migrate`. Instances that
 * start together take turns (an advisory lock), and a migration already applied is not run again.
 * A migration takes as long as it needs (an index built over a large table): it runs on a connection
 * of its own, with the pool's settings but without its statement deadlines, in one transaction
 * that turns the server's statement timeout off. `migrations` is the schema's list, or a test's.
 */
export async function migrateContentSchema(
  pool: pg.Pool,
  migrations: readonly string[] = MIGRATIONS,
): Promise<number> {
  const client = new pg.Client({ ...pool.options, statement_timeout: undefined, query_timeout: undefined });
  // A connection lost between two statements fails the next one; the event needs a listener.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // After the lock: two `IF NOT EXISTS` at once can both try to create it.
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${CONTENT_SCHEMA}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${CONTENT_SCHEMA}.schema_migrations (
      version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: number | null }>(
      `SELECT max(version) AS version FROM ${CONTENT_SCHEMA}.schema_migrations`,
    );
    const current = rows[0]?.version ?? 0;
    for (const [index, statement] of migrations.entries()) {
      if (index < current) continue;
      await client.query(`SET LOCAL search_path = ${CONTENT_SCHEMA}`);
      await client.query(statement);
      await client.query(`INSERT INTO ${CONTENT_SCHEMA}.schema_migrations (version) VALUES ($1)`, [
        index + 1,
      ]);
    }
    await client.query('COMMIT');
    return migrations.length - current;
  } finally {
    // A transaction an error left open is rolled back as its connection closes.
    await client.end();
  }
}
