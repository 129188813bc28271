import pg from 'pg';
import { DATABASE_CALL_DEADLINE_MS, DATABASE_TIMEOUT_MS } from '../database-deadline';

/** The schema the content service's tables live in, apart from whatever else the database holds. */
export const CONTENT_SCHEMA = 'site_content';

// BIGINT (milliseconds since 1970, counts) as numbers: every value stored is far below 2^53.
const BIGINT_OID = 20;
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export type Queryable = Pick<pg.PoolClient, 'query'>;

/** A pool of connections to `url`, every one on the content schema, none waiting past the deadline. */
export function createContentPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: TYPES,
    connectionTimeoutMillis: DATABASE_TIMEOUT_MS,
    // The server gives up on a statement (a lock wait included) at the deadline; the client, in case
    // the server does not answer at all (hung, or its machine gone), a moment later.
    statement_timeout: DATABASE_TIMEOUT_MS,
    query_timeout: DATABASE_CALL_DEADLINE_MS,
    idle_in_transaction_session_timeout: DATABASE_TIMEOUT_MS * 2,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    // A command (`npm run mail`, `npm run alerts`) exits once its work is done, idle connections or not.
    allowExitOnIdle: true,
    options: `-c search_path=${CONTENT_SCHEMA}`,
    application_name: 'ridgeway-website',
  });
  // An idle connection that breaks (the database restarted) is dropped; the next query opens another.
  pool.on('error', (error) => console.error(`[database] An idle connection failed: ${error.message}`));
  return pool;
}

/**
 * Runs `work` in one transaction on one connection: committed when it returns, rolled back when it
 * throws. A connection that failed mid-transaction is closed rather than handed to the next caller.
 * A hung server costs one deadline: 3 s for a new connection, 3.5 s for a statement on an open one.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    // The server answered with an error: roll back and keep the connection. Anything else (a missed
    // deadline, a lost connection, a refusal of ours) closes it, which rolls back on the server,
    // without waiting a second deadline for a ROLLBACK a hung server would not answer either.
    if (
      error instanceof pg.DatabaseError &&
      (await client.query('ROLLBACK').then(
        () => true,
        () => false,
      ))
    )
      client.release();
    else client.release(true);
    throw error;
  }
}
