import { randomUUID } from 'node:crypto';
import type pg from 'pg';
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
import type { ContentStore } from '../content-store';
import type { StoredEnquiry } from '../enquiry-types';
import { HELD_CONDITION } from '../mail-job-tables';
import type { ClaimedMailJob, EnquiryDelivery, MailJobKind } from '../mail-job-types';
import { inTransaction, type Queryable } from './pg-pool';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MAX_ERROR_LENGTH = 500;

export const PG_ENQUIRY_COLUMNS = `e.id, e.received_at AS "receivedAt", e.source, e.name, e.email, e.phone,
  e.message, e.property_key AS "propertyKey", e.unit_key AS "unitKey", e.broker_key AS "brokerKey"`;
const DELIVERY_COLUMNS = `e.recipient_name AS "recipientName", e.recipient_email AS "recipientEmail",
  e.listing_name AS "listingName", e.web_ref AS "webRef", e.listing_path AS "listingPath"`;

type ClaimedRow = StoredEnquiry & EnquiryDelivery & { jobId: string; kind: MailJobKind; attempts: number };

/** Any fixed number: the advisory lock under which enquiries count and queue their mail, one at a time. */
const MAIL_QUEUE_LOCK = 7_305_144;

async function countOf(client: Queryable, text: string, values: unknown[]): Promise<number> {
  const { rows } = await client.query<{ n: number }>(text, values);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Queues a stored enquiry's mail as `planEnquiryMail` decides, in its transaction (mail-job-tables.ts
 * does the same in SQLite): its lead, or none (held for the desk), and its receipt within the
 * address's day and the hour's budget.
 */
export async function queueMail(
  client: Queryable,
  enquiry: StoredEnquiry,
  delivery: EnquiryDelivery,
  nowMs: number,
  caps: EnquiryMailCaps,
): Promise<EnquiryMailPlan> {
  const insert = `INSERT INTO mail_jobs (id, enquiry_id, kind, status, attempts, created_at, due_at)
    VALUES ($1, $2, $3, 'pending', 0, $4, $4)`;
  // Enquiries at once, through any instance, count one after the other: the caps are over all of them.
  await client.query('SELECT pg_advisory_xact_lock($1)', [MAIL_QUEUE_LOCK]);
  const plan = planEnquiryMail(
    {
      receiptsToAddress: await countOf(
        client,
        `SELECT COUNT(*) AS n FROM mail_jobs j JOIN enquiries e ON e.id = j.enquiry_id
         WHERE j.kind = 'receipt' AND j.created_at > $1 AND lower(e.email) = lower($2)`,
        [nowMs - DAY_MS, enquiry.email],
      ),
      receiptsThisHour: await countOf(
        client,
        `SELECT COUNT(*) AS n FROM mail_jobs WHERE kind = 'receipt' AND created_at > $1`,
        [nowMs - HOUR_MS],
      ),
      leadsToRecipient: await countOf(
        client,
        `SELECT COUNT(*) AS n FROM mail_jobs j JOIN enquiries e ON e.id = j.enquiry_id
         WHERE j.kind = 'lead' AND j.created_at > $1 AND lower(e.recipient_email) = lower($2)`,
        [nowMs - HOUR_MS, delivery.recipientEmail],
      ),
      plainAddress: isPlainEmailAddress(enquiry.email),
    },
    caps,
  );
  if (plan.lead === 'queued') await client.query(insert, [randomUUID(), enquiry.id, 'lead', nowMs]);
  if (plan.receipt === 'queued') await client.query(insert, [randomUUID(), enquiry.id, 'receipt', nowMs]);
  return plan;
}

type MailJobCalls = Pick<
  ContentStore,
  'claimMailJobs' | 'completeMailJob' | 'mailJobsForEnquiry' | 'heldEnquiryIds'
>;

/** The mail jobs as SQLite keeps them (mail-job-tables.ts), claimed with row locks instead of a file lock. */
export function createPgMailJobs(pool: pg.Pool): MailJobCalls {
  return {
    // One transaction: the due rows are locked as they are read, and rows another claimer holds are
    // skipped, so two instances (or two `npm run mail`) never claim one job.
    claimMailJobs: (first, nowMs) =>
      inTransaction(pool, async (client) => {
        const due = await client.query<{
          id: string;
          enquiryId: string;
          kind: MailJobKind;
          attempts: number;
        }>(
          `SELECT id, enquiry_id AS "enquiryId", kind, attempts FROM mail_jobs
           WHERE status IN ('pending', 'claimed') AND due_at <= $1 ORDER BY due_at, id LIMIT $2
           FOR UPDATE SKIP LOCKED`,
          [nowMs, first],
        );
        const claimed: ClaimedMailJob[] = [];
        for (const job of due.rows) {
          if (job.attempts >= MAX_MAIL_JOB_ATTEMPTS) {
            await client.query(
              `UPDATE mail_jobs SET status = 'abandoned', claim_token = NULL WHERE id = $1`,
              [job.id],
            );
            console.error(
              `[mail] Gave up on the ${job.kind} e-mail of enquiry ${toEnquiryReference(job.enquiryId)} after ${job.attempts} tries; the enquiry is kept (npm run enquiries).`,
            );
            continue;
          }
          const claimToken = randomUUID();
          await client.query(
            `UPDATE mail_jobs SET status = 'claimed', claim_token = $1, due_at = $2, attempts = attempts + 1 WHERE id = $3`,
            [claimToken, nowMs + MAIL_JOB_LEASE_MS, job.id],
          );
          const { rows } = await client.query<ClaimedRow>(
            `SELECT j.id AS "jobId", j.kind, j.attempts, ${PG_ENQUIRY_COLUMNS}, ${DELIVERY_COLUMNS}
             FROM mail_jobs j JOIN enquiries e ON e.id = j.enquiry_id WHERE j.id = $1`,
            [job.id],
          );
          const row = rows[0];
          if (!row) continue;
          const { jobId, kind, attempts, ...enquiry } = row;
          claimed.push({ id: jobId, kind, attempts, claimToken, enquiry });
        }
        return claimed;
      }),
    completeMailJob: ({ id, claimToken, sent, error }, nowMs) =>
      inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ attempts: number }>(
          `SELECT attempts FROM mail_jobs WHERE id = $1 AND claim_token = $2 AND status = 'claimed' FOR UPDATE`,
          [id, claimToken],
        );
        const row = rows[0];
        if (!row) return false;
        if (sent)
          await client.query(
            `UPDATE mail_jobs SET status = 'sent', sent_at = $1, claim_token = NULL, last_error = NULL WHERE id = $2`,
            [nowMs, id],
          );
        else
          await client.query(
            `UPDATE mail_jobs SET status = 'pending', due_at = $1, claim_token = NULL, last_error = $2 WHERE id = $3`,
            [nowMs + mailRetryDelayMs(row.attempts), (error ?? '').slice(0, MAX_ERROR_LENGTH), id],
          );
        return true;
      }),
    heldEnquiryIds: async () =>
      (
        await pool.query<{ id: string }>(`SELECT e.id FROM enquiries e ${HELD_CONDITION} ORDER BY e.seq`)
      ).rows.map((row) => row.id),
    mailJobsForEnquiry: async (enquiryId) =>
      (
        await pool.query(`SELECT kind, status, attempts FROM mail_jobs WHERE enquiry_id = $1 ORDER BY kind`, [
          enquiryId,
        ])
      ).rows,
  };
}
