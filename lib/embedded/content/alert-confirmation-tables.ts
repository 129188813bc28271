import type Database from 'better-sqlite3';
import { confirmationsPerClient } from '@/lib/alerts/alert-limits';

/**
 * Confirmation e-mails of saved searches, counted where the alerts live (migration 4), so every
 * instance counts the same: one per address in 24 hours, however many saves from however many
 * clients, and a budget for all addresses together in an hour. A row is a reservation taken before
 * the e-mail goes; only a send that failed gives it back.
 */
export const ALERT_CONFIRMATION_MIGRATION = `
  CREATE TABLE alert_confirmation_mails (
    address_id TEXT PRIMARY KEY,
    sent_at INTEGER NOT NULL
  );
  CREATE INDEX alert_confirmation_mails_sent_at ON alert_confirmation_mails (sent_at);
`;

/**
 * Migration 5: who asked for each confirmation, as a keyed id of the client network (never the
 * address), so no client spends more than its share of the hour's budget (`confirmationsPerClient`).
 * Rows from before have no client and count towards the budget only.
 */
export const ALERT_CONFIRMATION_CLIENT_MIGRATION = `
  ALTER TABLE alert_confirmation_mails ADD COLUMN client_id TEXT NOT NULL DEFAULT '';
  CREATE INDEX alert_confirmation_mails_client ON alert_confirmation_mails (client_id, sent_at);
`;

export const CONFIRMATION_INTERVAL_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type ConfirmationReservation =
  'reserved' | 'address-limit' | 'client-share-spent' | 'hourly-budget-spent';

export interface AlertConfirmationTables {
  /**
   * Reserves the one confirmation e-mail an address may get in 24 hours, if the client asking has
   * not used its share of the hour's budget and the budget has room: one immediate (write-locked)
   * transaction, so two instances cannot both reserve.
   */
  reserveAlertConfirmation(
    addressId: string,
    clientId: string,
    hourlyBudget: number,
    nowMs: number,
  ): ConfirmationReservation;
  /** Gives a reservation back after its e-mail could not be sent. */
  releaseAlertConfirmation(addressId: string): boolean;
}

export function createAlertConfirmationTables(db: Database.Database): AlertConfirmationTables {
  const forget = db.prepare(`DELETE FROM alert_confirmation_mails WHERE sent_at <= ?`);
  const byAddress = db.prepare(`SELECT sent_at FROM alert_confirmation_mails WHERE address_id = ?`);
  const sentSince = db.prepare(`SELECT COUNT(*) AS n FROM alert_confirmation_mails WHERE sent_at > ?`);
  const clientSince = db.prepare(
    `SELECT COUNT(*) AS n FROM alert_confirmation_mails WHERE client_id = ? AND sent_at > ?`,
  );
  const insert = db.prepare(
    `INSERT INTO alert_confirmation_mails (address_id, client_id, sent_at) VALUES (?, ?, ?)`,
  );
  const remove = db.prepare(`DELETE FROM alert_confirmation_mails WHERE address_id = ?`);

  const reserve = db.transaction(
    (addressId: string, clientId: string, hourlyBudget: number, nowMs: number): ConfirmationReservation => {
      forget.run(nowMs - CONFIRMATION_INTERVAL_MS);
      if (byAddress.get(addressId)) return 'address-limit';
      const client = clientSince.get(clientId, nowMs - HOUR_MS) as { n: number };
      if (client.n >= confirmationsPerClient(hourlyBudget)) return 'client-share-spent';
      const { n } = sentSince.get(nowMs - HOUR_MS) as { n: number };
      if (n >= hourlyBudget) return 'hourly-budget-spent';
      insert.run(addressId, clientId, nowMs);
      return 'reserved';
    },
  );

  return {
    reserveAlertConfirmation: (addressId, clientId, hourlyBudget, nowMs) =>
      reserve.immediate(addressId, clientId, hourlyBudget, nowMs),
    releaseAlertConfirmation: (addressId) => remove.run(addressId).changes > 0,
  };
}
