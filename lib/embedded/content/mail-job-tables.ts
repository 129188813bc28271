import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { toEnquiryReference } from '@/lib/enquiries/reference';
import {
  MAIL_JOB_LEASE_MS,
  MAX_MAIL_JOB_ATTEMPTS,
  mailRetryDelayMs,
  planEnquiryMail,
  type EnquiryMailCaps,
  type EnquiryMailPlan,
} from '@/lib/mail/mail-job-policy';
import { isPlainEmailAddress } from '@/lib/validation/validators';
import type { StoredEnquiry } from './enquiry-types';
import type {
  ClaimedMailJob,
  EnquiryDelivery,
  MailJobCompletion,
  MailJobKind,
  MailJobState,
} from './mail-job-types';

/**
 * The mail an enquiry causes, as jobs in the same database: migration 3. The enquiry row and its
 * jobs are committed in one transaction, so a stored enquiry always has its mail queued. A job is
 * pending until a drain claims it (a token and a lease, in `due_at`), then sent, or pending again
 * with a later `due_at` after a failure; a claim whose lease ran out (its sender died) is claimable
 * again. `due_at` is when a job may next be claimed either way, so one index finds the work.
 */
export const MAIL_JOB_MIGRATION = `
  ALTER TABLE enquiries ADD COLUMN recipient_name TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN recipient_email TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN listing_name TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN web_ref TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN listing_path TEXT NOT NULL DEFAULT '';
  CREATE INDEX enquiries_received_at ON enquiries (received_at);
  CREATE TABLE mail_jobs (
    id TEXT PRIMARY KEY,
    enquiry_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('lead', 'receipt')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'claimed', 'sent', 'abandoned')),
    attempts INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    due_at INTEGER NOT NULL,
    claim_token TEXT,
    sent_at INTEGER,
    last_error TEXT
  );
  CREATE INDEX mail_jobs_due ON mail_jobs (status, due_at);
  CREATE INDEX mail_jobs_enquiry ON mail_jobs (enquiry_id);
  CREATE INDEX mail_jobs_created ON mail_jobs (kind, created_at);
`;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MAX_ERROR_LENGTH = 500;

/** An enquiry that names where it goes but has no lead job: its lead was held (an old import names nowhere). */
export const HELD_CONDITION = `WHERE e.recipient_email <> ''
  AND NOT EXISTS (SELECT 1 FROM mail_jobs j WHERE j.enquiry_id = e.id AND j.kind = 'lead')`;

const ENQUIRY_COLUMNS = `e.id, e.received_at AS receivedAt, e.source, e.name, e.email, e.phone, e.message,
  e.property_key AS propertyKey, e.unit_key AS unitKey, e.broker_key AS brokerKey,
  e.recipient_name AS recipientName, e.recipient_email AS recipientEmail, e.listing_name AS listingName,
  e.web_ref AS webRef, e.listing_path AS listingPath`;

export interface MailJobTables {
  /**
   * Claims up to `first` due jobs for this caller, in one immediate (write-locked) transaction, so
   * two drains in two processes never claim the same job. PostgreSQL does the same with
   * `UPDATE … WHERE id IN (SELECT id … FOR UPDATE SKIP LOCKED LIMIT $1) RETURNING …`.
   */
  claimMailJobs(first: number, nowMs: number): ClaimedMailJob[];
  /** Records a claimed job sent, or failed (due again after its back-off); false when the claim is no longer the caller's. */
  completeMailJob(completion: MailJobCompletion, nowMs: number): boolean;
  mailJobsForEnquiry(enquiryId: string): MailJobState[];
  /**
   * The enquiries held for the desk, oldest first: stored with where they go and no lead e-mail,
   * because their recipient had its hourly cap of leads (`planEnquiryMail`).
   */
  heldEnquiryIds(): string[];
}

interface DueRow {
  id: string;
  enquiryId: string;
  kind: MailJobKind;
  attempts: number;
}

type ClaimedRow = StoredEnquiry & EnquiryDelivery & { jobId: string; kind: MailJobKind; attempts: number };

/**
 * Queues a stored enquiry's mail as `planEnquiryMail` decides from what was queued before: its lead
 * (or none: held for the desk) and its receipt (within the address's day and the hour's budget).
 * Call inside the enquiry's transaction, which SQLite runs one at a time, so two enquiries at once
 * count one after the other.
 */
export function prepareMailQueue(
  db: Database.Database,
): (
  enquiry: StoredEnquiry,
  delivery: EnquiryDelivery,
  nowMs: number,
  caps: EnquiryMailCaps,
) => EnquiryMailPlan {
  const insert = db.prepare(
    `INSERT INTO mail_jobs (id, enquiry_id, kind, status, attempts, created_at, due_at)
     VALUES (?, ?, ?, 'pending', 0, ?, ?)`,
  );
  const receiptsToAddress = db.prepare(
    `SELECT COUNT(*) AS n FROM mail_jobs j JOIN enquiries e ON e.id = j.enquiry_id
     WHERE j.kind = 'receipt' AND j.created_at > ? AND e.email = ? COLLATE NOCASE`,
  );
  const receiptsSince = db.prepare(
    `SELECT COUNT(*) AS n FROM mail_jobs WHERE kind = 'receipt' AND created_at > ?`,
  );
  const leadsToRecipient = db.prepare(
    `SELECT COUNT(*) AS n FROM mail_jobs j JOIN enquiries e ON e.id = j.enquiry_id
     WHERE j.kind = 'lead' AND j.created_at > ? AND e.recipient_email = ? COLLATE NOCASE`,
  );
  const count = (statement: Database.Statement, ...values: unknown[]) =>
    (statement.get(...values) as { n: number }).n;
  return (enquiry, delivery, nowMs, caps) => {
    const plan = planEnquiryMail(
      {
        // Stored trimmed; NOCASE folds the case, so the limit counts the normalised address.
        receiptsToAddress: count(receiptsToAddress, nowMs - DAY_MS, enquiry.email),
        receiptsThisHour: count(receiptsSince, nowMs - HOUR_MS),
        leadsToRecipient: count(leadsToRecipient, nowMs - HOUR_MS, delivery.recipientEmail),
        plainAddress: isPlainEmailAddress(enquiry.email),
      },
      caps,
    );
    if (plan.lead === 'queued') insert.run(randomUUID(), enquiry.id, 'lead', nowMs, nowMs);
    if (plan.receipt === 'queued') insert.run(randomUUID(), enquiry.id, 'receipt', nowMs, nowMs);
    return plan;
  };
}

export function createMailJobTables(db: Database.Database): MailJobTables {
  const due = db.prepare(
    `SELECT id, enquiry_id AS enquiryId, kind, attempts FROM mail_jobs
     WHERE status IN ('pending', 'claimed') AND due_at <= ? ORDER BY due_at, id LIMIT ?`,
  );
  const abandon = db.prepare(`UPDATE mail_jobs SET status = 'abandoned', claim_token = NULL WHERE id = ?`);
  const claim = db.prepare(
    `UPDATE mail_jobs SET status = 'claimed', claim_token = ?, due_at = ?, attempts = attempts + 1 WHERE id = ?`,
  );
  const read = db.prepare(
    `SELECT j.id AS jobId, j.kind, j.attempts, ${ENQUIRY_COLUMNS}
     FROM mail_jobs j JOIN enquiries e ON e.id = j.enquiry_id WHERE j.id = ?`,
  );
  const held = db.prepare(
    `SELECT attempts FROM mail_jobs WHERE id = ? AND claim_token = ? AND status = 'claimed'`,
  );
  const markSent = db.prepare(
    `UPDATE mail_jobs SET status = 'sent', sent_at = ?, claim_token = NULL, last_error = NULL WHERE id = ?`,
  );
  const markFailed = db.prepare(
    `UPDATE mail_jobs SET status = 'pending', due_at = ?, claim_token = NULL, last_error = ? WHERE id = ?`,
  );
  const heldLeads = db.prepare(`SELECT e.id FROM enquiries e ${HELD_CONDITION} ORDER BY e.seq`).pluck();
  const ofEnquiry = db.prepare(
    `SELECT kind, status, attempts FROM mail_jobs WHERE enquiry_id = ? ORDER BY kind`,
  );

  const claimDue = (first: number, nowMs: number): ClaimedMailJob[] => {
    const claimed: ClaimedMailJob[] = [];
    for (const job of due.all(nowMs, first) as DueRow[]) {
      if (job.attempts >= MAX_MAIL_JOB_ATTEMPTS) {
        abandon.run(job.id);
        console.error(
          `[mail] Gave up on the ${job.kind} e-mail of enquiry ${toEnquiryReference(job.enquiryId)} after ${job.attempts} tries; the enquiry is kept (npm run enquiries).`,
        );
        continue;
      }
      const claimToken = randomUUID();
      claim.run(claimToken, nowMs + MAIL_JOB_LEASE_MS, job.id);
      const { jobId, kind, attempts, ...enquiry } = read.get(job.id) as ClaimedRow;
      claimed.push({ id: jobId, kind, attempts, claimToken, enquiry });
    }
    return claimed;
  };
  const claimMailJobs = db.transaction(claimDue);

  return {
    claimMailJobs: (first, nowMs) => claimMailJobs.immediate(first, nowMs),
    completeMailJob: db.transaction(({ id, claimToken, sent, error }: MailJobCompletion, nowMs: number) => {
      const row = held.get(id, claimToken) as { attempts: number } | undefined;
      if (!row) return false;
      if (sent) markSent.run(nowMs, id);
      else
        markFailed.run(nowMs + mailRetryDelayMs(row.attempts), (error ?? '').slice(0, MAX_ERROR_LENGTH), id);
      return true;
    }),
    mailJobsForEnquiry: (enquiryId) => ofEnquiry.all(enquiryId) as MailJobState[],
    heldEnquiryIds: () => heldLeads.all() as string[],
  };
}
