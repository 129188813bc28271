/**
 * How long either store may take over a statement, a wait for a lock included (PostgreSQL's
 * statement_timeout, SQLite's busy timeout), or to connect. A database that is down, hung or held
 * by another process makes a form say it could not be sent within this, instead of holding the
 * visitor's request.
 */
export const DATABASE_TIMEOUT_MS = 3000;

/**
 * When a caller gives up on a call, a second later: a store that does not answer at all (hung, its
 * machine or disk gone). The second is the store's time to say it gave up, on a busy machine too, so
 * a call the caller was told had failed is not committed after all.
 */
export const DATABASE_CALL_DEADLINE_MS = DATABASE_TIMEOUT_MS + 1000;

/**
 * How long a caller waits for a store to open (a thread started, a native module loaded, migrations
 * run) before its first call: far longer than a call, as a cold start on a busy machine takes
 * seconds, yet bounded, so a disk that hangs at the start fails the form instead of holding it.
 */
export const DATABASE_OPEN_DEADLINE_MS = 15_000;
