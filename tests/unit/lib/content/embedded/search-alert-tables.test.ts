import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_DIGEST_ATTEMPTS } from '@/lib/alerts/digest-period';
import { openEnquiryDatabase, type EnquiryDatabase } from '@/lib/content/embedded/enquiry-database';
import { MAX_ALERTS_PER_ADDRESS, UNCONFIRMED_LIFETIME_MS } from '@/lib/content/embedded/search-alert-tables';

const ADDRESS = 'a'.repeat(32);
const NOW = Date.parse('2026-11-25T08:00:00Z');
const PERIODS = { dailyPeriod: 'day:2026-11-25', weeklyPeriod: 'week:2026-W48', after: '', first: 100 };

let directory: string;
let db: EnquiryDatabase;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'alerts-db-'));
  db = openEnquiryDatabase(directory);
});

afterEach(() => {
  db.close();
  rmSync(directory, { recursive: true, force: true });
});

function saveConfirmed(stateKey = 'city=Durban') {
  const alert = db.saveSearchAlert(
    { addressId: ADDRESS, email: 'jane@example.com', stateKey, frequency: 'daily' },
    NOW,
  );
  db.confirmSearchAlert(alert.id, NOW);
  return alert.id;
}

describe('search alert tables', () => {
  it('saves one alert per address and search; confirming twice keeps the first confirmation', () => {
    const first = db.saveSearchAlert(
      { addressId: ADDRESS, email: 'jane@example.com', stateKey: 'city=Durban', frequency: 'daily' },
      NOW,
    );
    const again = db.saveSearchAlert(
      { addressId: ADDRESS, email: 'jane@example.com', stateKey: 'city=Durban', frequency: 'weekly' },
      NOW,
    );
    expect(again.id).toBe(first.id);
    expect(again.frequency).toBe('weekly');
    expect(db.confirmSearchAlert(first.id, NOW + 1000)?.confirmedAt).toBe(new Date(NOW + 1000).toISOString());
    expect(db.confirmSearchAlert(first.id, NOW + 9000)?.confirmedAt).toBe(new Date(NOW + 1000).toISOString());
  });

  it('only lists confirmed alerts as due', () => {
    db.saveSearchAlert(
      { addressId: ADDRESS, email: 'jane@example.com', stateKey: 'city=Durban', frequency: 'daily' },
      NOW,
    );
    expect(db.dueSearchAlerts(PERIODS)).toHaveLength(0);
  });

  it('sends a period once, even after a crash mid-send', () => {
    const id = saveConfirmed();
    expect(db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW)).toBe(true);
    // A run that died here left the claim: no run sends this period again.
    expect(db.dueSearchAlerts(PERIODS)).toHaveLength(0);
    expect(db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW)).toBe(false);
    expect(db.getSearchAlert(id)?.sinceMs).toBe(NOW);
    // The next period is due again, from the old watermark.
    expect(
      db.dueSearchAlerts({ ...PERIODS, dailyPeriod: 'day:2026-11-26' }).map((alert) => alert.id),
    ).toEqual([id]);
  });

  it('moves the watermark only when a digest was sent', () => {
    const id = saveConfirmed();
    db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW);
    db.completeSearchAlertDigest(
      { alertId: id, period: PERIODS.dailyPeriod, status: 'sent', sinceMs: NOW + 5 },
      NOW,
    );
    expect(db.getSearchAlert(id)?.sinceMs).toBe(NOW + 5);
    expect(db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW)).toBe(false);
  });

  it('retries a failed delivery on later runs of the period, a bounded number of times', () => {
    const id = saveConfirmed();
    for (let attempt = 1; attempt <= MAX_DIGEST_ATTEMPTS; attempt += 1) {
      expect(db.dueSearchAlerts(PERIODS)).toHaveLength(1);
      expect(db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW)).toBe(true);
      db.completeSearchAlertDigest(
        { alertId: id, period: PERIODS.dailyPeriod, status: 'failed', sinceMs: null },
        NOW,
      );
    }
    expect(db.dueSearchAlerts(PERIODS)).toHaveLength(0);
    expect(db.getSearchAlert(id)?.sinceMs).toBe(NOW);
  });

  it('deletes an alert with its digests, only for its own address', () => {
    const id = saveConfirmed();
    db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW);
    expect(db.deleteSearchAlert(id, 'b'.repeat(32))).toBe(false);
    expect(db.deleteSearchAlert(id, ADDRESS)).toBe(true);
    expect(db.getSearchAlert(id)).toBeNull();
    expect(db.searchAlertsForAddress(ADDRESS)).toEqual([]);
  });

  it('bounds the alerts of an address and forgets unconfirmed ones after a week', () => {
    for (let index = 0; index < MAX_ALERTS_PER_ADDRESS; index += 1) {
      db.saveSearchAlert(
        { addressId: ADDRESS, email: 'j@example.com', stateKey: `query=q${index}`, frequency: 'daily' },
        NOW,
      );
    }
    expect(() =>
      db.saveSearchAlert(
        { addressId: ADDRESS, email: 'j@example.com', stateKey: 'query=more', frequency: 'daily' },
        NOW,
      ),
    ).toThrow(/most alerts/);
    const later = NOW + UNCONFIRMED_LIFETIME_MS + 1;
    db.saveSearchAlert(
      { addressId: ADDRESS, email: 'j@example.com', stateKey: 'query=more', frequency: 'daily' },
      later,
    );
    expect(db.searchAlertsForAddress(ADDRESS)).toHaveLength(1);
  });
});
