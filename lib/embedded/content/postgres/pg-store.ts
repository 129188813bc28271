import type pg from 'pg';
import { confirmationsPerClient } from '@/lib/alerts/alert-limits';
import { DEFAULT_ENQUIRY_MAIL_CAPS, type EnquiryMailPlan } from '@/lib/mail/mail-job-policy';
import { CONFIRMATION_INTERVAL_MS, type ConfirmationReservation } from '../alert-confirmation-tables';
import type { ContentStore } from '../content-store';
import type { StoredEnquiry } from '../enquiry-types';
import { NO_LISTING, type EnquiryDelivery } from '../mail-job-types';
import { createPgMailJobs, PG_ENQUIRY_COLUMNS, queueMail } from './pg-mail-jobs';
import { migrateContentSchema } from './pg-migrations';
import { createContentPool, inTransaction } from './pg-pool';
import { createPgSearchAlerts } from './pg-search-alerts';

const HOUR_MS = 60 * 60 * 1000;
/** Any fixed number: the advisory lock that makes confirmation reservations take turns. */
const CONFIRMATION_LOCK = 7_305_143;
const EMPTY_DELIVERY: EnquiryDelivery = { recipientName: '', recipientEmail: '', ...NO_LISTING };

/**
 * Stores one enquiry (a repeated id is ignored) and queues its mail within `caps`; what became of
 * its mail, or null when nothing was queued (no delivery, or an id stored before).
 */
export async function insertEnquiry(
  pool: pg.Pool,
  enquiry: StoredEnquiry,
  delivery?: EnquiryDelivery,
  nowMs = Date.now(),
  caps = DEFAULT_ENQUIRY_MAIL_CAPS,
): Promise<EnquiryMailPlan | null> {
  const d = delivery ?? EMPTY_DELIVERY;
  return inTransaction(pool, async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO enquiries (id, received_at, source, name, email, phone, message, property_key, unit_key,
         broker_key, recipient_name, recipient_email, listing_name, web_ref, listing_path)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (id) DO NOTHING`,
      [
        enquiry.id,
        enquiry.receivedAt,
        enquiry.source,
        enquiry.name,
        enquiry.email,
        enquiry.phone,
        enquiry.message,
        enquiry.propertyKey,
        enquiry.unitKey,
        enquiry.brokerKey,
        d.recipientName,
        d.recipientEmail,
        d.listingName,
        d.webRef,
        d.listingPath,
      ],
    );
    const inserted = (rowCount ?? 0) > 0;
    return inserted && delivery ? queueMail(client, enquiry, delivery, nowMs, caps) : null;
  });
}

/** The content service's store in PostgreSQL over `pool`, whose schema is already migrated. */
export function createPostgresStore(pool: pg.Pool): ContentStore {
  return {
    ...createPgSearchAlerts(pool),
    ...createPgMailJobs(pool),
    insert: (enquiry, delivery, nowMs, caps) => insertEnquiry(pool, enquiry, delivery, nowMs, caps),
    all: async () =>
      (await pool.query<StoredEnquiry>(`SELECT ${PG_ENQUIRY_COLUMNS} FROM enquiries e ORDER BY seq`)).rows,
    prune: (enquiriesBefore, unconfirmedAlertsBefore) =>
      inTransaction(pool, async (client) => {
        await client.query(
          `DELETE FROM mail_jobs WHERE enquiry_id IN (SELECT id FROM enquiries WHERE received_at < $1)`,
          [enquiriesBefore],
        );
        const enquiries = (
          await client.query(`DELETE FROM enquiries WHERE received_at < $1`, [enquiriesBefore])
        ).rowCount;
        const alerts = await client.query(
          `DELETE FROM search_alerts WHERE confirmed_at IS NULL AND created_at < $1`,
          [unconfirmedAlertsBefore],
        );
        return { enquiries: enquiries ?? 0, unconfirmedAlerts: alerts.rowCount ?? 0 };
      }),
    countPrunable: async (enquiriesBefore, unconfirmedAlertsBefore) => {
      const { rows } = await pool.query<{ enquiries: number; unconfirmed_alerts: number }>(
        `SELECT (SELECT COUNT(*) FROM enquiries WHERE received_at < $1)::int AS enquiries,
                (SELECT COUNT(*) FROM search_alerts WHERE confirmed_at IS NULL AND created_at < $2)::int
                  AS unconfirmed_alerts`,
        [enquiriesBefore, unconfirmedAlertsBefore],
      );
      const [counts] = rows;
      return { enquiries: counts?.enquiries ?? 0, unconfirmedAlerts: counts?.unconfirmed_alerts ?? 0 };
    },
    // One reservation at a time across every instance, so neither an address's limit, a client's
    // share nor the hour's budget is passed by two at once.
    reserveAlertConfirmation: (addressId, clientId, hourlyBudget, nowMs) =>
      inTransaction(pool, async (client): Promise<ConfirmationReservation> => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [CONFIRMATION_LOCK]);
        await client.query(`DELETE FROM alert_confirmation_mails WHERE sent_at <= $1`, [
          nowMs - CONFIRMATION_INTERVAL_MS,
        ]);
        const held = await client.query(`SELECT 1 FROM alert_confirmation_mails WHERE address_id = $1`, [
          addressId,
        ]);
        if ((held.rowCount ?? 0) > 0) return 'address-limit';
        const ofClient = await client.query<{ n: number }>(
          `SELECT COUNT(*) AS n FROM alert_confirmation_mails WHERE client_id = $1 AND sent_at > $2`,
          [clientId, nowMs - HOUR_MS],
        );
        if ((ofClient.rows[0]?.n ?? 0) >= confirmationsPerClient(hourlyBudget)) return 'client-share-spent';
        const { rows } = await client.query<{ n: number }>(
          `SELECT COUNT(*) AS n FROM alert_confirmation_mails WHERE sent_at > $1`,
          [nowMs - HOUR_MS],
        );
        if ((rows[0]?.n ?? 0) >= hourlyBudget) return 'hourly-budget-spent';
        await client.query(
          `INSERT INTO alert_confirmation_mails (address_id, client_id, sent_at) VALUES ($1, $2, $3)`,
          [addressId, clientId, nowMs],
        );
        return 'reserved';
      }),
    releaseAlertConfirmation: async (addressId) =>
      ((await pool.query(`DELETE FROM alert_confirmation_mails WHERE address_id = $1`, [addressId]))
        .rowCount ?? 0) > 0,
    close: () => pool.end(),
  };
}

/** Connects to `url`, brings the content schema up to date and returns the store over it. */
export async function openPostgresStore(url: string, maxConnections?: number): Promise<ContentStore> {
  const pool = createContentPool(url, maxConnections);
  try {
    await migrateContentSchema(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return createPostgresStore(pool);
}
