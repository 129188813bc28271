import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_DIGEST_ATTEMPTS, type AlertFrequency } from '@/lib/alerts/digest-period';
import { INSTANT_ALERT_GAP_MS, instantPeriod } from '@/lib/alerts/instant-alerts';
import type { ContentStore } from '@/lib/embedded/content/content-store';
import { BACKENDS, openTestStore, type TestStore } from '@/tests/unit/support/content-store-backends';
import { MAX_ALERTS_PER_ADDRESS, UNCONFIRMED_LIFETIME_MS } from '@/lib/embedded/content/search-alert-tables';

const ADDRESS = 'a'.repeat(32);
const NOW = Date.parse('2026-11-25T08:00:00Z');
const PERIODS = { dailyPeriod: 'day:2026-11-25', weeklyPeriod: 'week:2026-W48', after: '', first: 100 };

let testStore: TestStore;
let db: ContentStore;

async function saveConfirmed(stateKey = 'city=Durban', frequency: AlertFrequency = 'daily') {
  const alert = await db.saveSearchAlert(
    { addressId: ADDRESS, email: 'jane@example.com', stateKey, frequency },
    NOW,
  );
  await db.confirmSearchAlert(alert.id, NOW);
  return alert.id;
}

describe.each(BACKENDS)('the %s store', (backend) => {
  beforeEach(async () => {
    testStore = await openTestStore(backend);
    db = testStore.store;
  });

  afterEach(() => testStore.dispose());

  describe('search alert tables', () => {
    it('saves one alert per address and search; confirming twice keeps the first confirmation', async () => {
      const first = await db.saveSearchAlert(
        { addressId: ADDRESS, email: 'jane@example.com', stateKey: 'city=Durban', frequency: 'daily' },
        NOW,
      );
      const again = await db.saveSearchAlert(
        { addressId: ADDRESS, email: 'jane@example.com', stateKey: 'city=Durban', frequency: 'weekly' },
        NOW,
      );
      expect(again.id).toBe(first.id);
      expect(again.frequency).toBe('weekly');
      expect((await db.confirmSearchAlert(first.id, NOW + 1000))?.confirmedAt).toBe(
        new Date(NOW + 1000).toISOString(),
      );
      expect((await db.confirmSearchAlert(first.id, NOW + 9000))?.confirmedAt).toBe(
        new Date(NOW + 1000).toISOString(),
      );
    });

    it('only lists confirmed alerts as due', async () => {
      await db.saveSearchAlert(
        { addressId: ADDRESS, email: 'jane@example.com', stateKey: 'city=Durban', frequency: 'daily' },
        NOW,
      );
      expect(await db.dueSearchAlerts(PERIODS)).toHaveLength(0);
    });

    it('sends a period once, even after a crash mid-send', async () => {
      const id = await saveConfirmed();
      expect(await db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW)).toBe(true);
      // A run that died here left the claim: no run sends this period again.
      expect(await db.dueSearchAlerts(PERIODS)).toHaveLength(0);
      expect(await db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW)).toBe(false);
      expect((await db.getSearchAlert(id))?.sinceMs).toBe(NOW);
      // The next period is due again, from the old watermark.
      expect(
        (await db.dueSearchAlerts({ ...PERIODS, dailyPeriod: 'day:2026-11-26' })).map((alert) => alert.id),
      ).toEqual([id]);
    });

    it('moves the watermark only when a digest was sent', async () => {
      const id = await saveConfirmed();
      await db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW);
      await db.completeSearchAlertDigest(
        { alertId: id, period: PERIODS.dailyPeriod, status: 'sent', sinceMs: NOW + 5 },
        NOW,
      );
      expect((await db.getSearchAlert(id))?.sinceMs).toBe(NOW + 5);
      expect(await db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW)).toBe(false);
    });

    it('retries a failed delivery on later runs of the period, a bounded number of times', async () => {
      const id = await saveConfirmed();
      for (let attempt = 1; attempt <= MAX_DIGEST_ATTEMPTS; attempt += 1) {
        expect(await db.dueSearchAlerts(PERIODS)).toHaveLength(1);
        expect(await db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW)).toBe(true);
        await db.completeSearchAlertDigest(
          { alertId: id, period: PERIODS.dailyPeriod, status: 'failed', sinceMs: null },
          NOW,
        );
      }
      expect(await db.dueSearchAlerts(PERIODS)).toHaveLength(0);
      expect((await db.getSearchAlert(id))?.sinceMs).toBe(NOW);
    });

    it('deletes an alert with its digests, only for its own address', async () => {
      const id = await saveConfirmed();
      await db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW);
      expect(await db.deleteSearchAlert(id, 'b'.repeat(32))).toBe(false);
      expect(await db.deleteSearchAlert(id, ADDRESS)).toBe(true);
      expect(await db.getSearchAlert(id)).toBeNull();
      expect(await db.searchAlertsForAddress(ADDRESS)).toEqual([]);
    });

    it('bounds the alerts of an address and forgets unconfirmed ones after a week', async () => {
      for (let index = 0; index < MAX_ALERTS_PER_ADDRESS; index += 1) {
        await db.saveSearchAlert(
          { addressId: ADDRESS, email: 'j@example.com', stateKey: `query=q${index}`, frequency: 'daily' },
          NOW,
        );
      }
      await expect(
        db.saveSearchAlert(
          { addressId: ADDRESS, email: 'j@example.com', stateKey: 'query=more', frequency: 'daily' },
          NOW,
        ),
      ).rejects.toThrow(/most alerts/);
      const later = NOW + UNCONFIRMED_LIFETIME_MS + 1;
      await db.saveSearchAlert(
        { addressId: ADDRESS, email: 'j@example.com', stateKey: 'query=more', frequency: 'daily' },
        later,
      );
      expect(await db.searchAlertsForAddress(ADDRESS)).toHaveLength(1);
    });

    it('gives each digest of a period to one of two instances claiming at once', async () => {
      const ids: string[] = [];
      for (let index = 0; index < MAX_ALERTS_PER_ADDRESS; index += 1)
        ids.push(await saveConfirmed(`query=q${index}`));
      const other = await testStore.connect();
      try {
        // Both instances claim every alert's digest at the same moment, in opposite orders.
        const [mine, theirs] = await Promise.all([
          Promise.all(ids.map((id) => db.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW))),
          Promise.all(
            [...ids].reverse().map((id) => other.claimSearchAlertDigest(id, PERIODS.dailyPeriod, NOW)),
          ),
        ]);
        theirs.reverse();
        expect(ids.map((_, index) => Number(mine[index]) + Number(theirs[index]))).toEqual(ids.map(() => 1));
      } finally {
        await other.close();
      }
    });
  });

  describe('instant alerts', () => {
    const MINUTE = 60_000;
    const at = (ms: number) => instantPeriod(new Date(ms));
    const due = async (nowMs: number) =>
      (
        await db.dueInstantSearchAlerts({
          since: new Date(nowMs - INSTANT_ALERT_GAP_MS).toISOString(),
          after: '',
          first: 100,
        })
      ).map((alert) => alert.id);

    it('are due apart from the digests, and a digest run never lists them', async () => {
      const instant = await saveConfirmed('city=Durban', 'instant');
      const daily = await saveConfirmed('city=Cape+Town', 'daily');
      expect(await due(NOW)).toEqual([instant]);
      expect((await db.dueSearchAlerts(PERIODS)).map((alert) => alert.id)).toEqual([daily]);
      expect(await db.claimSearchAlertDigest(daily, at(NOW), NOW)).toBe(false);
      expect(await db.claimSearchAlertDigest(instant, PERIODS.dailyPeriod, NOW)).toBe(true);
    });

    it('mail at most once an hour: a claim, sent or not yet, holds the alert for the hour', async () => {
      const id = await saveConfirmed('city=Durban', 'instant');
      expect(await db.claimSearchAlertDigest(id, at(NOW), NOW)).toBe(true);
      // Another run a minute later, or one that lost the race, finds it taken.
      expect(await db.claimSearchAlertDigest(id, at(NOW), NOW)).toBe(false);
      expect(await db.claimSearchAlertDigest(id, at(NOW + MINUTE), NOW + MINUTE)).toBe(false);
      expect(await due(NOW + MINUTE)).toEqual([]);
      await db.completeSearchAlertDigest(
        { alertId: id, period: at(NOW), status: 'sent', sinceMs: NOW },
        NOW + 2_000,
      );
      const later = NOW + 2_000 + 59 * MINUTE;
      expect(await db.claimSearchAlertDigest(id, at(later), later)).toBe(false);
      const hourOn = NOW + 2_000 + INSTANT_ALERT_GAP_MS + 1;
      expect(await due(hourOn)).toEqual([id]);
      expect(await db.claimSearchAlertDigest(id, at(hourOn), hourOn)).toBe(true);
    });

    it('try a failed mail again the next minute, a bounded number of times an hour', async () => {
      const id = await saveConfirmed('city=Durban', 'instant');
      let now = NOW;
      for (let attempt = 1; attempt <= MAX_DIGEST_ATTEMPTS; attempt += 1) {
        expect(await db.claimSearchAlertDigest(id, at(now), now), `attempt ${attempt}`).toBe(true);
        await db.completeSearchAlertDigest(
          { alertId: id, period: at(now), status: 'failed', sinceMs: null },
          now,
        );
        now += MINUTE;
      }
      expect(await due(now)).toEqual([]);
      expect(await db.claimSearchAlertDigest(id, at(now), now)).toBe(false);
      expect((await db.getSearchAlert(id))?.sinceMs).toBe(NOW);
    });

    it('go to one of two instances claiming at once', async () => {
      const ids: string[] = [];
      for (let index = 0; index < 10; index += 1) ids.push(await saveConfirmed(`query=q${index}`, 'instant'));
      const other = await testStore.connect();
      try {
        const [mine, theirs] = await Promise.all([
          Promise.all(ids.map((id) => db.claimSearchAlertDigest(id, at(NOW), NOW))),
          Promise.all(
            [...ids].reverse().map((id) => other.claimSearchAlertDigest(id, at(NOW + 1_000), NOW + 1_000)),
          ),
        ]);
        theirs.reverse();
        expect(ids.map((_, index) => Number(mine[index]) + Number(theirs[index]))).toEqual(ids.map(() => 1));
      } finally {
        await other.close();
      }
    });
  });
});
