import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteDatabase } from '@/lib/embedded/content/sqlite-database';
import type { StoredEnquiry } from '@/lib/embedded/content/enquiry-types';
import { copySqliteToPostgres } from '@/lib/embedded/content/postgres/pg-copy';
import { createContentPool } from '@/lib/embedded/content/postgres/pg-pool';
import { createPostgresStore } from '@/lib/embedded/content/postgres/pg-store';
import { createPostgresDatabase } from '@/tests/unit/support/content-store-backends';

const NOW = Date.parse('2026-11-25T08:00:00Z');
const DELIVERY = {
  recipientName: 'Thandiwe Nkosi',
  recipientEmail: 'thandiwe.nkosi@ridgewaycommercial.co.za',
  listingName: 'Harbour View',
  webRef: 'RC-10042',
  listingPath: '/to-let/office/durban/umhlanga/harbour-view',
};

const enquiry = (id: string, name: string): StoredEnquiry => ({
  id,
  receivedAt: new Date(NOW).toISOString(),
  source: 'property',
  name,
  email: 'sipho@example.co.za',
  phone: '0825550147',
  message: 'Is the ground floor still available?',
  propertyKey: 'p-0042',
  unitKey: '',
  brokerKey: 'broker-1',
});

let directory: string;
let pool: ReturnType<typeof createContentPool>;

beforeEach(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'copy-sqlite-'));
  pool = createContentPool(await createPostgresDatabase());
});

afterEach(async () => {
  await pool.end();
  rmSync(directory, { recursive: true, force: true });
});

describe('copying the SQLite store into PostgreSQL', () => {
  it('moves every enquiry, mail job, saved search, digest and confirmation once, however often it runs', async () => {
    const sqlite = openSqliteDatabase(directory);
    sqlite.insert(enquiry('e1', 'Sipho Ndlovu'), DELIVERY, NOW);
    sqlite.insert(enquiry('e2', 'Lerato Khumalo'), DELIVERY, NOW + 1);
    const [job] = sqlite.claimMailJobs(1, NOW);
    const alert = sqlite.saveSearchAlert(
      { addressId: 'a'.repeat(32), email: 'jane@example.com', stateKey: 'city=Durban', frequency: 'weekly' },
      NOW,
    );
    sqlite.confirmSearchAlert(alert.id, NOW + 5);
    sqlite.claimSearchAlertDigest(alert.id, 'week:2026-W48', NOW + 6);
    sqlite.reserveAlertConfirmation('a'.repeat(32), 'c'.repeat(32), 100, NOW);
    const expected = {
      enquiries: sqlite.all(),
      jobs: ['e1', 'e2'].map((id) => sqlite.mailJobsForEnquiry(id)),
      alert: sqlite.getSearchAlert(alert.id),
    };
    sqlite.close();

    const first = await copySqliteToPostgres(directory, pool);
    expect(first).toEqual({
      enquiries: { read: 2, copied: 2 },
      mail_jobs: { read: 4, copied: 4 },
      search_alerts: { read: 1, copied: 1 },
      search_alert_digests: { read: 1, copied: 1 },
      alert_confirmation_mails: { read: 1, copied: 1 },
    });
    const store = createPostgresStore(pool);
    expect(await store.all()).toEqual(expected.enquiries);
    expect(await Promise.all(['e1', 'e2'].map((id) => store.mailJobsForEnquiry(id)))).toEqual(expected.jobs);
    expect(await store.getSearchAlert(alert.id)).toEqual(expected.alert);
    // The claimed job keeps its claim: its sender's token completes it in PostgreSQL.
    expect(
      await store.completeMailJob(
        { id: job?.id ?? '', claimToken: job?.claimToken ?? '', sent: true, error: null },
        NOW,
      ),
    ).toBe(true);
    expect(await store.claimSearchAlertDigest(alert.id, 'week:2026-W48', NOW + 7)).toBe(false);
    expect(await store.reserveAlertConfirmation('a'.repeat(32), 'c'.repeat(32), 100, NOW + 8)).toBe(
      'address-limit',
    );

    // An instance writes to PostgreSQL; a second copy adds nothing and changes nothing.
    await store.insert(enquiry('e3', 'Naledi Mokoena'), DELIVERY, NOW + 9);
    const again = await copySqliteToPostgres(directory, pool);
    expect(Object.values(again).map((table) => table.copied)).toEqual([0, 0, 0, 0, 0]);
    expect((await store.all()).map((row) => row.id)).toEqual(['e1', 'e2', 'e3']);
    expect((await store.mailJobsForEnquiry(job?.enquiry.id ?? '')).some((row) => row.status === 'sent')).toBe(
      true,
    );
  });

  it('says so when the folder holds no SQLite store, and copies nothing', async () => {
    await expect(copySqliteToPostgres(path.join(directory, 'none'), pool)).rejects.toThrow(
      /no .*content\.sqlite/,
    );
  });
});
