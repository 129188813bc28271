import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  ALERT_CONFIRMATION_CLIENT_MIGRATION,
  ALERT_CONFIRMATION_MIGRATION,
  createAlertConfirmationTables,
  type AlertConfirmationTables,
} from './alert-confirmation-tables';
import { DeadlineExceededError } from '../../async/deadline';
import { DATABASE_TIMEOUT_MS } from './database-deadline';
import { ENQUIRY_FIELDS, type StoredEnquiry } from './enquiry-types';
import {
  createMailJobTables,
  MAIL_JOB_MIGRATION,
  prepareMailQueue,
  type MailJobTables,
} from './mail-job-tables';
import { NO_LISTING, type EnquiryDelivery } from './mail-job-types';
import {
  DEFAULT_ENQUIRY_MAIL_CAPS,
  type EnquiryMailCaps,
  type EnquiryMailPlan,
} from '@/lib/mail/mail-job-policy';
import {
  createSearchAlertTables,
  INSTANT_ALERT_MIGRATION,
  SEARCH_ALERT_MIGRATION,
  type SearchAlertTables,
} from './search-alert-tables';

export const SQLITE_DATABASE_FILE = 'content.sqlite';
/** The store before the database: one JSON line per enquiry, imported once and then renamed. */
const LEGACY_JSON_LINES_FILE = 'enquiries.jsonl';

/** Each entry moves the schema one version on; `PRAGMA user_version` records how far a file has come. */
const MIGRATIONS = [
  `CREATE TABLE enquiries (
     seq INTEGER PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     received_at TEXT NOT NULL,
     source TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     property_key TEXT NOT NULL,
     unit_key TEXT NOT NULL,
     broker_key TEXT NOT NULL
   )`,
  SEARCH_ALERT_MIGRATION,
  MAIL_JOB_MIGRATION,
  ALERT_CONFIRMATION_MIGRATION,
  ALERT_CONFIRMATION_CLIENT_MIGRATION,
  INSTANT_ALERT_MIGRATION,
];

const EMPTY_DELIVERY: EnquiryDelivery = { recipientName: '', recipientEmail: '', ...NO_LISTING };

const COLUMNS = `id, received_at AS receivedAt, source, name, email, phone, message,
  property_key AS propertyKey, unit_key AS unitKey, broker_key AS brokerKey`;

export interface PruneReport {
  enquiries: number;
  unconfirmedAlerts: number;
}

/**
 * The content service's database: enquiries with the mail they cause, and the saved searches with
 * their digests and confirmation e-mails.
 */
export interface ContentDatabase extends SearchAlertTables, MailJobTables, AlertConfirmationTables {
  /**
   * Commits one enquiry, with its mail jobs when it names where it goes (an imported old enquiry does
   * not) within `caps`; when it returns, the rows are on disk (WAL, `synchronous=FULL`). What became
   * of its mail, or null when nothing was queued (no delivery, or an id stored before).
   */
  insert(
    enquiry: StoredEnquiry,
    delivery?: EnquiryDelivery,
    nowMs?: number,
    caps?: EnquiryMailCaps,
  ): EnquiryMailPlan | null;
  /** Every enquiry, in the order they were stored. */
  all(): StoredEnquiry[];
  /** Deletes enquiries received before `enquiriesBefore` (with their jobs) and alerts unconfirmed since `unconfirmedAlertsBefore` (ISO times). */
  prune(enquiriesBefore: string, unconfirmedAlertsBefore: string): PruneReport;
  /** What `prune` with these times would delete, counted; nothing is deleted (`data:prune --dry-run`). */
  countPrunable(enquiriesBefore: string, unconfirmedAlertsBefore: string): PruneReport;
  /**
   * Runs `work` in one transaction that waits for another process's lock only until `runBy` (ms since
   * 1970), and is rolled back when it ends past it: SQLite's busy handler counts the sleeps it asked
   * for, not the time that passed, so on a busy machine a wait can outlast its timeout.
   */
  runBefore<T>(runBy: number, work: () => T): T;
  close(): void;
}

function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  for (const [index, statement] of MIGRATIONS.entries()) {
    if (index < version) continue;
    db.transaction(() => {
      db.exec(statement);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}

function parseLine(line: string): StoredEnquiry | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  if (typeof fields.id !== 'string' || typeof fields.receivedAt !== 'string') return null;
  return Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, typeof fields[field] === 'string' ? fields[field] : '']),
  ) as unknown as StoredEnquiry;
}

/**
 * Moves a JSON-lines store into the database in one transaction, then renames the file so it is
 * read once. A crash between the two repeats the import, which the unique id makes harmless.
 * A torn final line (power loss mid-write) was never acknowledged, so it is reported and left out.
 */
function importJsonLines(
  db: Database.Database,
  insert: (enquiry: StoredEnquiry) => void,
  file: string,
): void {
  if (!existsSync(/*turbopackIgnore: true*/ file)) return;
  const lines = readFileSync(/*turbopackIgnore: true*/ file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const enquiries = lines.map(parseLine);
  const readable = enquiries.filter((enquiry): enquiry is StoredEnquiry => enquiry !== null);
  db.transaction(() => readable.forEach(insert))();
  renameSync(/*turbopackIgnore: true*/ file, `${file}.imported`);
  const skipped = lines.length - readable.length;
  console.info(
    `Imported ${readable.length} enquiries from ${file}${skipped ? `; ${skipped} unreadable line(s) left out` : ''}.`,
  );
}

/** Opens (and if need be creates, migrates and fills from the old JSON lines) the content database in `directory`. */
export function openSqliteDatabase(directory: string): ContentDatabase {
  mkdirSync(/*turbopackIgnore: true*/ directory, { recursive: true });
  const db = new Database(/*turbopackIgnore: true*/ path.join(directory, SQLITE_DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  // FULL: a commit is fsynced before it returns, so an acknowledged enquiry survives power loss too.
  db.pragma('synchronous = FULL');
  // Another process (`npm run enquiries`, a second instance) may hold the write lock for a moment;
  // one that holds it longer fails the call, as PostgreSQL's statement timeout does.
  const limitLockWait = (ms: number) => db.pragma(`busy_timeout = ${Math.max(0, Math.ceil(ms))}`);
  limitLockWait(DATABASE_TIMEOUT_MS);
  // BEGIN IMMEDIATE: the wait for the write lock comes first, under the busy timeout, and a call that
  // reads before it writes cannot find its snapshot stale (a transaction of its own nests inside).
  const runBefore = <T>(runBy: number, work: () => T): T => {
    limitLockWait(runBy - Date.now());
    return db
      .transaction(() => {
        const result = work();
        if (Date.now() > runBy)
          throw new DeadlineExceededError('A content database call', DATABASE_TIMEOUT_MS);
        return result;
      })
      .immediate();
  };
  migrate(db);

  const insertStatement = db.prepare(
    `INSERT OR IGNORE INTO enquiries
       (id, received_at, source, name, email, phone, message, property_key, unit_key, broker_key,
        recipient_name, recipient_email, listing_name, web_ref, listing_path)
     VALUES (@id, @receivedAt, @source, @name, @email, @phone, @message, @propertyKey, @unitKey, @brokerKey,
        @recipientName, @recipientEmail, @listingName, @webRef, @listingPath)`,
  );
  const selectAll = db.prepare(`SELECT ${COLUMNS} FROM enquiries ORDER BY seq`);
  const queueMail = prepareMailQueue(db);
  const insert = (
    enquiry: StoredEnquiry,
    delivery?: EnquiryDelivery,
    nowMs = Date.now(),
    caps = DEFAULT_ENQUIRY_MAIL_CAPS,
  ): EnquiryMailPlan | null => {
    const inserted = insertStatement.run({ ...enquiry, ...(delivery ?? EMPTY_DELIVERY) }).changes > 0;
    return inserted && delivery ? queueMail(enquiry, delivery, nowMs, caps) : null;
  };
  importJsonLines(db, (enquiry) => insert(enquiry), path.join(directory, LEGACY_JSON_LINES_FILE));
  const deleteOldJobs = db.prepare(
    `DELETE FROM mail_jobs WHERE enquiry_id IN (SELECT id FROM enquiries WHERE received_at < ?)`,
  );
  const deleteOldEnquiries = db.prepare(`DELETE FROM enquiries WHERE received_at < ?`);
  const countOldEnquiries = db.prepare(`SELECT COUNT(*) AS count FROM enquiries WHERE received_at < ?`);
  const countUnconfirmedAlerts = db.prepare(
    `SELECT COUNT(*) AS count FROM search_alerts WHERE confirmed_at IS NULL AND created_at < ?`,
  );
  const alerts = createSearchAlertTables(db);

  return {
    ...alerts,
    ...createMailJobTables(db),
    ...createAlertConfirmationTables(db),
    insert: db.transaction(insert),
    all: () => selectAll.all() as StoredEnquiry[],
    prune: db.transaction((enquiriesBefore: string, unconfirmedAlertsBefore: string) => {
      deleteOldJobs.run(enquiriesBefore);
      const enquiries = deleteOldEnquiries.run(enquiriesBefore).changes;
      return { enquiries, unconfirmedAlerts: alerts.deleteUnconfirmedSearchAlerts(unconfirmedAlertsBefore) };
    }),
    countPrunable: (enquiriesBefore, unconfirmedAlertsBefore) => ({
      enquiries: (countOldEnquiries.get(enquiriesBefore) as { count: number }).count,
      unconfirmedAlerts: (countUnconfirmedAlerts.get(unconfirmedAlertsBefore) as { count: number }).count,
    }),
    runBefore,
    close: () => db.close(),
  };
}
