import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { decideDigestClaim, MAX_DIGEST_ATTEMPTS, type DigestRecord } from '@/lib/alerts/digest-period';
import { MAX_ALERTS_PER_ADDRESS } from '@/lib/alerts/alert-limits';
import {
  decideInstantClaim,
  INSTANT_ALERT_GAP_MS,
  INSTANT_PERIOD_PATTERN,
  isInstantPeriod,
  type InstantDigestRow,
} from '@/lib/alerts/instant-alerts';
import type { ContentStore } from '../content-store';
import { AlertLimitError, INSTANT_ROW_LIFETIME_MS, UNCONFIRMED_LIFETIME_MS } from '../search-alert-tables';
import type { StoredSearchAlert } from '../search-alert-types';
import { inTransaction, type Queryable } from './pg-pool';

function columnsOf(table: string): string {
  return `${table}.id, ${table}.address_id AS "addressId", ${table}.email, ${table}.state_key AS "stateKey",
    ${table}.frequency, ${table}.created_at AS "createdAt", ${table}.confirmed_at AS "confirmedAt",
    ${table}.since_ms AS "sinceMs"`;
}
const COLUMNS = columnsOf('search_alerts');

type SearchAlertCalls = Pick<
  ContentStore,
  | 'saveSearchAlert'
  | 'confirmSearchAlert'
  | 'getSearchAlert'
  | 'searchAlertsForAddress'
  | 'deleteSearchAlert'
  | 'deleteSearchAlertsForAddress'
  | 'updateSearchAlertFrequency'
  | 'deleteUnconfirmedSearchAlerts'
  | 'dueSearchAlerts'
  | 'dueInstantSearchAlerts'
  | 'claimSearchAlertDigest'
  | 'completeSearchAlertDigest'
>;

async function get(db: Queryable, id: string): Promise<StoredSearchAlert | null> {
  const { rows } = await db.query<StoredSearchAlert>(`SELECT ${COLUMNS} FROM search_alerts WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

async function byAddress(db: Queryable, addressId: string): Promise<StoredSearchAlert[]> {
  return (
    await db.query<StoredSearchAlert>(
      `SELECT ${COLUMNS} FROM search_alerts WHERE address_id = $1 ORDER BY created_at`,
      [addressId],
    )
  ).rows;
}

async function remove(db: Queryable, id: string): Promise<boolean> {
  await db.query(`DELETE FROM search_alert_digests WHERE alert_id = $1`, [id]);
  return ((await db.query(`DELETE FROM search_alerts WHERE id = $1`, [id])).rowCount ?? 0) > 0;
}

const purgeUnconfirmed = async (db: Queryable, createdBefore: string) =>
  (
    await db.query(`DELETE FROM search_alerts WHERE confirmed_at IS NULL AND created_at < $1`, [
      createdBefore,
    ])
  ).rowCount ?? 0;

/** An instant mail's claim, under the alert's row lock: refused within an hour of the last (instant-alerts.ts). */
async function claimInstant(
  client: Queryable,
  alertId: string,
  period: string,
  nowMs: number,
): Promise<boolean> {
  const like = `alert_id = $1 AND period LIKE '${INSTANT_PERIOD_PATTERN}'`;
  await client.query(`DELETE FROM search_alert_digests WHERE ${like} AND updated_at < $2`, [
    alertId,
    new Date(nowMs - INSTANT_ROW_LIFETIME_MS).toISOString(),
  ]);
  const recent = await client.query<InstantDigestRow>(
    `SELECT status, updated_at AS "updatedAt" FROM search_alert_digests WHERE ${like} AND updated_at > $2`,
    [alertId, new Date(nowMs - INSTANT_ALERT_GAP_MS).toISOString()],
  );
  if (decideInstantClaim(recent.rows, nowMs) === 'skip') return false;
  const { rowCount } = await client.query(
    `INSERT INTO search_alert_digests (alert_id, period, status, attempts, updated_at)
     VALUES ($1, $2, 'claimed', 1, $3) ON CONFLICT (alert_id, period) DO NOTHING`,
    [alertId, period, new Date(nowMs).toISOString()],
  );
  return (rowCount ?? 0) > 0;
}

/** The saved searches and their digests as SQLite keeps them (search-alert-tables.ts). */
export function createPgSearchAlerts(pool: pg.Pool): SearchAlertCalls {
  return {
    saveSearchAlert: (input, nowMs, unconfirmedLifetimeMs = UNCONFIRMED_LIFETIME_MS) =>
      inTransaction(pool, async (client) => {
        // One save per address at a time, so two at once neither both insert nor pass the limit together.
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [input.addressId]);
        await purgeUnconfirmed(client, new Date(nowMs - unconfirmedLifetimeMs).toISOString());
        const existing = await client.query<StoredSearchAlert>(
          `SELECT ${COLUMNS} FROM search_alerts WHERE address_id = $1 AND state_key = $2`,
          [input.addressId, input.stateKey],
        );
        const found = existing.rows[0];
        if (found) {
          await client.query(
            `UPDATE search_alerts SET frequency = $1, email = $2 WHERE id = $3 AND confirmed_at IS NULL`,
            [input.frequency, input.email, found.id],
          );
          return (await get(client, found.id)) ?? found;
        }
        const { rows } = await client.query<{ n: number }>(
          `SELECT COUNT(*) AS n FROM search_alerts WHERE address_id = $1`,
          [input.addressId],
        );
        if ((rows[0]?.n ?? 0) >= MAX_ALERTS_PER_ADDRESS)
          throw new AlertLimitError('This address keeps the most alerts it may.');
        const id = randomUUID();
        await client.query(
          `INSERT INTO search_alerts (id, address_id, email, state_key, frequency, created_at, confirmed_at, since_ms)
           VALUES ($1, $2, $3, $4, $5, $6, NULL, $7)`,
          [
            id,
            input.addressId,
            input.email,
            input.stateKey,
            input.frequency,
            new Date(nowMs).toISOString(),
            nowMs,
          ],
        );
        return (await get(client, id)) as StoredSearchAlert;
      }),
    confirmSearchAlert: async (id, nowMs) => {
      await pool.query(
        `UPDATE search_alerts SET confirmed_at = $1, since_ms = $2 WHERE id = $3 AND confirmed_at IS NULL`,
        [new Date(nowMs).toISOString(), nowMs, id],
      );
      return get(pool, id);
    },
    getSearchAlert: (id) => get(pool, id),
    searchAlertsForAddress: (addressId) => byAddress(pool, addressId),
    deleteSearchAlert: (id, addressId) =>
      inTransaction(pool, async (client) => {
        const alert = await get(client, id);
        if (!alert || (addressId !== null && alert.addressId !== addressId)) return false;
        return remove(client, id);
      }),
    deleteSearchAlertsForAddress: (addressId) =>
      inTransaction(pool, async (client) => {
        let removed = 0;
        for (const alert of await byAddress(client, addressId))
          if (await remove(client, alert.id)) removed += 1;
        return removed;
      }),
    updateSearchAlertFrequency: async (id, addressId, frequency) => {
      const { rowCount } = await pool.query(
        `UPDATE search_alerts SET frequency = $1 WHERE id = $2 AND address_id = $3`,
        [frequency, id, addressId],
      );
      return (rowCount ?? 0) > 0 ? get(pool, id) : null;
    },
    deleteUnconfirmedSearchAlerts: (createdBefore) => purgeUnconfirmed(pool, createdBefore),
    dueSearchAlerts: async ({ dailyPeriod, weeklyPeriod, after, first }) =>
      (
        await pool.query<StoredSearchAlert>(
          `SELECT ${columnsOf('a')} FROM search_alerts a
           LEFT JOIN search_alert_digests d ON d.alert_id = a.id
             AND d.period = CASE a.frequency WHEN 'daily' THEN $1 ELSE $2 END
           WHERE a.confirmed_at IS NOT NULL AND a.frequency IN ('daily', 'weekly') AND a.id > $3
             AND (d.status IS NULL OR (d.status = 'failed' AND d.attempts < $4))
           ORDER BY a.id LIMIT $5`,
          [dailyPeriod, weeklyPeriod, after, MAX_DIGEST_ATTEMPTS, first],
        )
      ).rows,
    // Instant alerts whose last hour holds no mail sent or under way, nor too many failures.
    dueInstantSearchAlerts: async ({ since, after, first }) =>
      (
        await pool.query<StoredSearchAlert>(
          `SELECT ${columnsOf('a')} FROM search_alerts a
           WHERE a.confirmed_at IS NOT NULL AND a.frequency = 'instant' AND a.id > $1
             AND NOT EXISTS (SELECT 1 FROM search_alert_digests d WHERE d.alert_id = a.id
               AND d.period LIKE '${INSTANT_PERIOD_PATTERN}' AND d.updated_at > $2 AND d.status <> 'failed')
             AND (SELECT COUNT(*) FROM search_alert_digests d WHERE d.alert_id = a.id
               AND d.period LIKE '${INSTANT_PERIOD_PATTERN}' AND d.updated_at > $2) < $3
           ORDER BY a.id LIMIT $4`,
          [after, since, MAX_DIGEST_ATTEMPTS, first],
        )
      ).rows,
    // The alert's row is locked for the claim, and one another claimer holds is skipped: that claimer
    // is taking this very digest, so two `npm run alerts` at once send it once.
    claimSearchAlertDigest: (alertId, period, nowMs) =>
      inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ confirmedAt: string | null; frequency: string }>(
          `SELECT confirmed_at AS "confirmedAt", frequency FROM search_alerts WHERE id = $1 FOR UPDATE SKIP LOCKED`,
          [alertId],
        );
        if (!rows[0]?.confirmedAt) return false;
        if (isInstantPeriod(period)) {
          return rows[0].frequency === 'instant' && claimInstant(client, alertId, period, nowMs);
        }
        const digest = await client.query<DigestRecord>(
          `SELECT status, attempts FROM search_alert_digests WHERE alert_id = $1 AND period = $2`,
          [alertId, period],
        );
        if (decideDigestClaim(digest.rows[0] ?? null) === 'skip') return false;
        await client.query(
          `INSERT INTO search_alert_digests (alert_id, period, status, attempts, updated_at)
           VALUES ($1, $2, 'claimed', 1, $3)
           ON CONFLICT (alert_id, period) DO UPDATE
             SET status = 'claimed', attempts = search_alert_digests.attempts + 1, updated_at = $3`,
          [alertId, period, new Date(nowMs).toISOString()],
        );
        return true;
      }),
    completeSearchAlertDigest: ({ alertId, period, status, sinceMs }, nowMs) =>
      inTransaction(pool, async (client) => {
        const { rowCount } = await client.query(
          `UPDATE search_alert_digests SET status = $1, updated_at = $2
           WHERE alert_id = $3 AND period = $4 AND status = 'claimed'`,
          [status, new Date(nowMs).toISOString(), alertId, period],
        );
        const finished = (rowCount ?? 0) > 0;
        if (finished && status === 'sent' && sinceMs !== null)
          await client.query(`UPDATE search_alerts SET since_ms = $1 WHERE id = $2`, [sinceMs, alertId]);
        return finished;
      }),
  };
}
