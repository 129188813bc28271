import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  decideDigestClaim,
  MAX_DIGEST_ATTEMPTS,
  type AlertFrequency,
  type DigestRecord,
} from '@/lib/alerts/digest-period';
import { MAX_ALERTS_PER_ADDRESS } from '@/lib/alerts/alert-limits';
import {
  decideInstantClaim,
  INSTANT_ALERT_GAP_MS,
  INSTANT_PERIOD_PATTERN,
  isInstantPeriod,
  type InstantDigestRow,
} from '@/lib/alerts/instant-alerts';
import type {
  DigestCompletion,
  DueAlertsQuery,
  DueInstantAlertsQuery,
  SearchAlertSave,
  StoredSearchAlert,
} from './search-alert-types';

/** The saved searches and their digests: migration 2 of the content database. */
export const SEARCH_ALERT_MIGRATION = `
  CREATE TABLE search_alerts (
    id TEXT PRIMARY KEY,
    address_id TEXT NOT NULL,
    email TEXT NOT NULL,
    state_key TEXT NOT NULL,
    frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly')),
    created_at TEXT NOT NULL,
    confirmed_at TEXT,
    since_ms INTEGER NOT NULL,
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
`;

/**
 * Migration 6: alerts sent as soon as a listing matches (`frequency = 'instant'`). SQLite changes a
 * CHECK only by copying the table; the instant mails of an alert are found by its recent rows.
 */
export const INSTANT_ALERT_MIGRATION = `
  CREATE TABLE search_alerts_with_instant (
    id TEXT PRIMARY KEY,
    address_id TEXT NOT NULL,
    email TEXT NOT NULL,
    state_key TEXT NOT NULL,
    frequency TEXT NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
    created_at TEXT NOT NULL,
    confirmed_at TEXT,
    since_ms INTEGER NOT NULL,
    UNIQUE (address_id, state_key)
  );
  INSERT INTO search_alerts_with_instant
    SELECT id, address_id, email, state_key, frequency, created_at, confirmed_at, since_ms FROM search_alerts;
  DROP TABLE search_alerts;
  ALTER TABLE search_alerts_with_instant RENAME TO search_alerts;
  CREATE INDEX search_alert_digests_recent ON search_alert_digests (alert_id, updated_at);
`;

/** Instant mails older than this are of no use to a claim: each claim drops them. */
export const INSTANT_ROW_LIFETIME_MS = 24 * 60 * 60 * 1000;

export { MAX_ALERTS_PER_ADDRESS };
/** An alert nobody confirmed is personal data without consent: gone once its link has expired. */
export const UNCONFIRMED_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

function columnsOf(table: string): string {
  return `${table}.id, ${table}.address_id AS addressId, ${table}.email, ${table}.state_key AS stateKey,
    ${table}.frequency, ${table}.created_at AS createdAt, ${table}.confirmed_at AS confirmedAt,
    ${table}.since_ms AS sinceMs`;
}

const COLUMNS = columnsOf('search_alerts');

export class AlertLimitError extends Error {
  override readonly name = 'AlertLimitError';
}

export interface SearchAlertTables {
  /**
   * Saves a new alert, or returns the one this address already has for the search (unconfirmed: with
   * the new frequency). Alerts left unconfirmed longer than `unconfirmedLifetimeMs` go first.
   */
  saveSearchAlert(input: SearchAlertSave, nowMs: number, unconfirmedLifetimeMs?: number): StoredSearchAlert;
  /** Confirms an alert (again is harmless); null when there is no such alert. */
  confirmSearchAlert(id: string, nowMs: number): StoredSearchAlert | null;
  getSearchAlert(id: string): StoredSearchAlert | null;
  searchAlertsForAddress(addressId: string): StoredSearchAlert[];
  /** Deletes one alert and its digests; with an address id, only that address's. */
  deleteSearchAlert(id: string, addressId: string | null): boolean;
  deleteSearchAlertsForAddress(addressId: string): number;
  /** Changes how often one alert of this address sends; null when the address has no such alert. */
  updateSearchAlertFrequency(
    id: string,
    addressId: string,
    frequency: AlertFrequency,
  ): StoredSearchAlert | null;
  /** Deletes the alerts saved before `createdBefore` (ISO time) and never confirmed; how many went. */
  deleteUnconfirmedSearchAlerts(createdBefore: string): number;
  dueSearchAlerts(query: DueAlertsQuery): StoredSearchAlert[];
  dueInstantSearchAlerts(query: DueInstantAlertsQuery): StoredSearchAlert[];
  claimSearchAlertDigest(alertId: string, period: string, nowMs: number): boolean;
  completeSearchAlertDigest(completion: DigestCompletion, nowMs: number): boolean;
}

export function createSearchAlertTables(db: Database.Database): SearchAlertTables {
  const byId = db.prepare(`SELECT ${COLUMNS} FROM search_alerts WHERE id = ?`);
  const byAddressAndState = db.prepare(
    `SELECT ${COLUMNS} FROM search_alerts WHERE address_id = ? AND state_key = ?`,
  );
  const byAddress = db.prepare(
    `SELECT ${COLUMNS} FROM search_alerts WHERE address_id = ? ORDER BY created_at`,
  );
  const countByAddress = db.prepare(`SELECT COUNT(*) AS n FROM search_alerts WHERE address_id = ?`);
  const insert = db.prepare(
    `INSERT INTO search_alerts (id, address_id, email, state_key, frequency, created_at, confirmed_at, since_ms)
     VALUES (@id, @addressId, @email, @stateKey, @frequency, @createdAt, NULL, @sinceMs)`,
  );
  const updateUnconfirmed = db.prepare(
    `UPDATE search_alerts SET frequency = ?, email = ? WHERE id = ? AND confirmed_at IS NULL`,
  );
  const purgeUnconfirmed = db.prepare(
    `DELETE FROM search_alerts WHERE confirmed_at IS NULL AND created_at < ?`,
  );
  const updateFrequency = db.prepare(
    `UPDATE search_alerts SET frequency = ? WHERE id = ? AND address_id = ?`,
  );
  const confirm = db.prepare(
    `UPDATE search_alerts SET confirmed_at = ?, since_ms = ? WHERE id = ? AND confirmed_at IS NULL`,
  );
  const deleteDigests = db.prepare(`DELETE FROM search_alert_digests WHERE alert_id = ?`);
  const deleteOne = db.prepare(`DELETE FROM search_alerts WHERE id = ?`);
  const due = db.prepare(
    `SELECT ${columnsOf('a')} FROM search_alerts a
     LEFT JOIN search_alert_digests d ON d.alert_id = a.id
       AND d.period = CASE a.frequency WHEN 'daily' THEN @dailyPeriod ELSE @weeklyPeriod END
     WHERE a.confirmed_at IS NOT NULL AND a.frequency IN ('daily', 'weekly') AND a.id > @after
       AND (d.status IS NULL OR (d.status = 'failed' AND d.attempts < @maxAttempts))
     ORDER BY a.id LIMIT @first`,
  );
  // Instant alerts whose last hour holds no mail sent or under way, nor too many failures.
  const dueInstant = db.prepare(
    `SELECT ${columnsOf('a')} FROM search_alerts a
     WHERE a.confirmed_at IS NOT NULL AND a.frequency = 'instant' AND a.id > @after
       AND NOT EXISTS (SELECT 1 FROM search_alert_digests d WHERE d.alert_id = a.id
         AND d.period LIKE '${INSTANT_PERIOD_PATTERN}' AND d.updated_at > @since AND d.status <> 'failed')
       AND (SELECT COUNT(*) FROM search_alert_digests d WHERE d.alert_id = a.id
         AND d.period LIKE '${INSTANT_PERIOD_PATTERN}' AND d.updated_at > @since) < @maxAttempts
     ORDER BY a.id LIMIT @first`,
  );
  const instantRows = db.prepare(
    `SELECT status, updated_at AS updatedAt FROM search_alert_digests
     WHERE alert_id = ? AND period LIKE '${INSTANT_PERIOD_PATTERN}' AND updated_at > ?`,
  );
  const dropOldInstantRows = db.prepare(
    `DELETE FROM search_alert_digests WHERE alert_id = ? AND period LIKE '${INSTANT_PERIOD_PATTERN}' AND updated_at < ?`,
  );
  const insertInstantClaim = db.prepare(
    `INSERT INTO search_alert_digests (alert_id, period, status, attempts, updated_at)
     VALUES (?, ?, 'claimed', 1, ?) ON CONFLICT (alert_id, period) DO NOTHING`,
  );
  const digest = db.prepare(
    `SELECT status, attempts FROM search_alert_digests WHERE alert_id = ? AND period = ?`,
  );
  const upsertClaim = db.prepare(
    `INSERT INTO search_alert_digests (alert_id, period, status, attempts, updated_at)
     VALUES (@alertId, @period, 'claimed', 1, @now)
     ON CONFLICT (alert_id, period) DO UPDATE SET status = 'claimed', attempts = attempts + 1, updated_at = @now`,
  );
  const finish = db.prepare(
    `UPDATE search_alert_digests SET status = ?, updated_at = ? WHERE alert_id = ? AND period = ? AND status = 'claimed'`,
  );
  const advance = db.prepare(`UPDATE search_alerts SET since_ms = ? WHERE id = ?`);

  const get = (id: string) => (byId.get(id) as StoredSearchAlert | undefined) ?? null;
  const remove = (id: string) => {
    deleteDigests.run(id);
    return deleteOne.run(id).changes > 0;
  };

  return {
    saveSearchAlert: db.transaction(
      (input: SearchAlertSave, nowMs: number, unconfirmedLifetimeMs = UNCONFIRMED_LIFETIME_MS) => {
        const now = new Date(nowMs);
        purgeUnconfirmed.run(new Date(nowMs - unconfirmedLifetimeMs).toISOString());
        const existing = byAddressAndState.get(input.addressId, input.stateKey) as
          StoredSearchAlert | undefined;
        if (existing) {
          updateUnconfirmed.run(input.frequency, input.email, existing.id);
          return get(existing.id) ?? existing;
        }
        const { n } = countByAddress.get(input.addressId) as { n: number };
        if (n >= MAX_ALERTS_PER_ADDRESS)
          throw new AlertLimitError('This address keeps the most alerts it may.');
        const id = randomUUID();
        insert.run({ id, ...input, createdAt: now.toISOString(), sinceMs: nowMs });
        return get(id) as StoredSearchAlert;
      },
    ),
    confirmSearchAlert: (id, nowMs) => {
      confirm.run(new Date(nowMs).toISOString(), nowMs, id);
      return get(id);
    },
    getSearchAlert: get,
    searchAlertsForAddress: (addressId) => byAddress.all(addressId) as StoredSearchAlert[],
    deleteSearchAlert: db.transaction((id: string, addressId: string | null) => {
      const alert = get(id);
      if (!alert || (addressId !== null && alert.addressId !== addressId)) return false;
      return remove(id);
    }),
    deleteSearchAlertsForAddress: db.transaction((addressId: string) => {
      const alerts = byAddress.all(addressId) as StoredSearchAlert[];
      return alerts.filter((alert) => remove(alert.id)).length;
    }),
    updateSearchAlertFrequency: (id, addressId, frequency) =>
      updateFrequency.run(frequency, id, addressId).changes > 0 ? get(id) : null,
    deleteUnconfirmedSearchAlerts: (createdBefore) => purgeUnconfirmed.run(createdBefore).changes,
    dueSearchAlerts: (query) =>
      due.all({ ...query, maxAttempts: MAX_DIGEST_ATTEMPTS }) as StoredSearchAlert[],
    dueInstantSearchAlerts: (query) =>
      dueInstant.all({ ...query, maxAttempts: MAX_DIGEST_ATTEMPTS }) as StoredSearchAlert[],
    claimSearchAlertDigest: db.transaction((alertId: string, period: string, nowMs: number) => {
      const alert = get(alertId);
      if (!alert?.confirmedAt) return false;
      const now = new Date(nowMs).toISOString();
      if (isInstantPeriod(period)) {
        if (alert.frequency !== 'instant') return false;
        dropOldInstantRows.run(alertId, new Date(nowMs - INSTANT_ROW_LIFETIME_MS).toISOString());
        const since = new Date(nowMs - INSTANT_ALERT_GAP_MS).toISOString();
        const rows = instantRows.all(alertId, since) as InstantDigestRow[];
        if (decideInstantClaim(rows, nowMs) === 'skip') return false;
        return insertInstantClaim.run(alertId, period, now).changes > 0;
      }
      const existing = (digest.get(alertId, period) as DigestRecord | undefined) ?? null;
      if (decideDigestClaim(existing) === 'skip') return false;
      upsertClaim.run({ alertId, period, now });
      return true;
    }),
    completeSearchAlertDigest: db.transaction((completion: DigestCompletion, nowMs: number) => {
      const { alertId, period, status, sinceMs } = completion;
      const finished = finish.run(status, new Date(nowMs).toISOString(), alertId, period).changes > 0;
      if (finished && status === 'sent' && sinceMs !== null) advance.run(sinceMs, alertId);
      return finished;
    }),
  };
}
