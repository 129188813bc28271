/**
 * How long either store may take over a statement, a wait for a lock included (PostgreSQL's
 * statement_timeout, SQLite's busy timeout), or to connect. A database that is down, hung or held
 * by another process makes a form say it could not be sent within this, instead of holding the
 * visitor's request.
 */
export const DATABASE_TIMEOUT_MS = 3000;

/** When a caller gives up on a call, a moment later: a store that does not answer at all (hung, its machine or disk gone). */
export const DATABASE_CALL_DEADLINE_MS = DATABASE_TIMEOUT_MS + 500;
