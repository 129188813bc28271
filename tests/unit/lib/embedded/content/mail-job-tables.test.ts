import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentStore } from '@/lib/embedded/content/content-store';
import { BACKENDS, openTestStore, type TestStore } from '@/tests/unit/support/content-store-backends';
import type { StoredEnquiry } from '@/lib/embedded/content/enquiry-types';
import type { EnquiryDelivery } from '@/lib/embedded/content/mail-job-types';
import {
  MAIL_JOB_LEASE_MS,
  MAX_MAIL_JOB_ATTEMPTS,
  MAX_RECEIPTS_PER_ADDRESS_PER_DAY,
  mailRetryDelayMs,
} from '@/lib/mail/mail-job-policy';

const NOW = Date.parse('2026-11-25T08:00:00Z');
const HOUR = 60 * 60 * 1000;
const DELIVERY: EnquiryDelivery = {
  recipientName: 'Thandiwe Nkosi',
  recipientEmail: 'thandiwe.nkosi@ridgewaycommercial.co.za',
  listingName: 'Harbour View',
  webRef: 'RC-10042',
  listingPath: '/to-let/office/durban/umhlanga/harbour-view',
};

let testStore: TestStore;
let db: ContentStore;
let count = 0;

function enquiry(email = 'sipho@example.co.za', receivedAt = new Date(NOW).toISOString()): StoredEnquiry {
  count += 1;
  return {
    id: `00000000-0000-4000-8000-${String(count).padStart(12, '0')}`,
    receivedAt,
    source: 'property',
    name: 'Sipho Ndlovu',
    email,
    phone: '0825550147',
    message: 'Is the ground floor still available?',
    propertyKey: 'p-0042',
    unitKey: '',
    brokerKey: 'broker-1',
  };
}

describe.each(BACKENDS)('the %s store', (backend) => {
  beforeEach(async () => {
    testStore = await openTestStore(backend);
    db = testStore.store;
  });

  afterEach(() => testStore.dispose());

  describe('mail jobs', () => {
    it('queues a lead and a receipt with the enquiry, and none for an enquiry that names no delivery', async () => {
      const delivered = enquiry();
      await db.insert(delivered, DELIVERY, NOW);
      await db.insert(enquiry());
      expect(await db.mailJobsForEnquiry(delivered.id)).toEqual([
        { kind: 'lead', status: 'pending', attempts: 0 },
        { kind: 'receipt', status: 'pending', attempts: 0 },
      ]);
      const claimed = await db.claimMailJobs(10, NOW);
      expect(claimed.map((job) => job.kind).sort()).toEqual(['lead', 'receipt']);
      expect(claimed[0]?.enquiry).toMatchObject({ ...DELIVERY, id: delivered.id, name: 'Sipho Ndlovu' });
    });

    it('queues a report that leaves no address with its lead alone', async () => {
      const report = {
        ...enquiry(''),
        source: 'report',
        name: '',
        phone: '',
        message: 'Reported: It has been let or sold',
      };
      await db.insert(report, { ...DELIVERY, recipientName: 'Enquiry desk' }, NOW);
      expect(await db.mailJobsForEnquiry(report.id)).toEqual([
        { kind: 'lead', status: 'pending', attempts: 0 },
      ]);
    });

    it('gives a claimed job to nobody else until its lease runs out, then to one claimer again', async () => {
      const stored = enquiry();
      await db.insert(stored, DELIVERY, NOW);
      const [first] = await db.claimMailJobs(1, NOW);
      expect(first?.attempts).toBe(1);
      const [second] = await db.claimMailJobs(1, NOW);
      expect(second?.id).not.toBe(first?.id);
      expect(await db.claimMailJobs(10, NOW + MAIL_JOB_LEASE_MS - 1)).toEqual([]);

      // The sender died mid-send: the lease runs out and the job is claimed again, by one claimer.
      const again = await db.claimMailJobs(10, NOW + MAIL_JOB_LEASE_MS);
      expect(again.map((job) => job.id).sort()).toEqual([first?.id, second?.id].sort());
      expect(again.every((job) => job.attempts === 2)).toBe(true);
      expect(await db.claimMailJobs(10, NOW + MAIL_JOB_LEASE_MS)).toEqual([]);
      // The dead sender's token no longer completes it.
      expect(
        await db.completeMailJob(
          { id: first?.id ?? '', claimToken: first?.claimToken ?? '', sent: true, error: null },
          NOW,
        ),
      ).toBe(false);
    });

    it('never sends a sent job again, and retries a failed one once its lease has run out', async () => {
      await db.insert(enquiry(), DELIVERY, NOW);
      const [lead, receipt] = await db.claimMailJobs(2, NOW);
      if (!lead || !receipt) throw new Error('two jobs were queued');
      expect(
        await db.completeMailJob({ id: lead.id, claimToken: lead.claimToken, sent: true, error: null }, NOW),
      ).toBe(true);
      // The deadline passed: the relay may have the message yet, and deliver it within the lease.
      expect(
        await db.completeMailJob(
          { id: receipt.id, claimToken: receipt.claimToken, sent: false, error: 'DeadlineExceededError' },
          NOW + 1000,
        ),
      ).toBe(true);
      expect(mailRetryDelayMs(1)).toBeLessThan(MAIL_JOB_LEASE_MS);
      expect(await db.claimMailJobs(10, NOW + 1000 + mailRetryDelayMs(1))).toEqual([]);
      expect(await db.claimMailJobs(10, NOW + MAIL_JOB_LEASE_MS - 1)).toEqual([]);
      const retried = await db.claimMailJobs(10, NOW + MAIL_JOB_LEASE_MS);
      expect(retried.map((job) => job.id)).toEqual([receipt.id]);
      const [again] = retried;
      await db.completeMailJob(
        { id: receipt.id, claimToken: again?.claimToken ?? '', sent: true, error: null },
        NOW,
      );
      expect(await db.claimMailJobs(10, NOW + 365 * 86_400_000)).toEqual([]);
    });

    it('retries a job that failed again after its back-off, once that outlasts the lease', async () => {
      await db.insert(enquiry(), DELIVERY, NOW);
      let now = NOW;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const jobs = await db.claimMailJobs(2, now);
        expect(jobs.map((job) => job.attempts)).toEqual([attempt, attempt]);
        for (const job of jobs) await db.completeMailJob({ ...job, sent: false, error: 'ECONNREFUSED' }, now);
        now += Math.max(MAIL_JOB_LEASE_MS, mailRetryDelayMs(attempt));
      }
      expect(mailRetryDelayMs(3)).toBeGreaterThan(MAIL_JOB_LEASE_MS);
      expect(await db.claimMailJobs(2, now - 1)).toEqual([]);
      expect(await db.claimMailJobs(2, now)).toHaveLength(2);
    });

    it(`abandons a job after ${MAX_MAIL_JOB_ATTEMPTS} tries and says so`, async () => {
      const stored = enquiry();
      await db.insert(stored, DELIVERY, NOW);
      let now = NOW;
      for (let attempt = 1; attempt <= MAX_MAIL_JOB_ATTEMPTS; attempt += 1) {
        expect(await db.claimMailJobs(10, now)).toHaveLength(2);
        now += MAIL_JOB_LEASE_MS;
      }
      expect(await db.claimMailJobs(10, now)).toEqual([]);
      expect((await db.mailJobsForEnquiry(stored.id)).map((job) => job.status)).toEqual([
        'abandoned',
        'abandoned',
      ]);
    });

    it(`sends one address at most ${MAX_RECEIPTS_PER_ADDRESS_PER_DAY} receipts a day, and every lead`, async () => {
      const ids: string[] = [];
      for (let index = 0; index < MAX_RECEIPTS_PER_ADDRESS_PER_DAY + 3; index += 1) {
        const stored = enquiry(index % 2 ? 'Victim@Example.com' : 'victim@example.com');
        ids.push(stored.id);
        await db.insert(stored, DELIVERY, NOW + index);
      }
      const jobs = await Promise.all(ids.map((id) => db.mailJobsForEnquiry(id)));
      const kinds = jobs.flat().map((job) => job.kind);
      expect(kinds.filter((kind) => kind === 'lead')).toHaveLength(ids.length);
      expect(kinds.filter((kind) => kind === 'receipt')).toHaveLength(MAX_RECEIPTS_PER_ADDRESS_PER_DAY);
      const tomorrow = enquiry('victim@example.com');
      await db.insert(tomorrow, DELIVERY, NOW + 86_400_000 + 10);
      expect((await db.mailJobsForEnquiry(tomorrow.id)).map((job) => job.kind)).toEqual(['lead', 'receipt']);
    });

    it('sends receipts within the hour’s budget of all addresses together', async () => {
      const caps = { receiptsPerHour: 4, leadMailsPerBrokerPerHour: 100 };
      const plans = [];
      for (let index = 0; index < 6; index += 1)
        plans.push(await db.insert(enquiry(`visitor${index}@example.com`), DELIVERY, NOW + index, caps));
      expect(plans.map((plan) => plan?.receipt)).toEqual([
        'queued',
        'queued',
        'queued',
        'queued',
        'hourly-budget',
        'hourly-budget',
      ]);
      expect(plans.every((plan) => plan?.lead === 'queued')).toBe(true);
      const later = enquiry('visitor9@example.com');
      expect(await db.insert(later, DELIVERY, NOW + HOUR + 10, caps)).toEqual({
        lead: 'queued',
        receipt: 'queued',
      });
    });

    it('holds a broker’s leads past the hour’s cap for the desk: stored, not mailed, listed as held', async () => {
      const caps = { receiptsPerHour: 100, leadMailsPerBrokerPerHour: 3 };
      const stored = [];
      for (let index = 0; index < 5; index += 1) {
        const next = enquiry(`lead${index}@example.com`);
        stored.push(next);
        const recipient = index % 2 ? DELIVERY.recipientEmail.toUpperCase() : DELIVERY.recipientEmail;
        expect(
          (await db.insert(next, { ...DELIVERY, recipientEmail: recipient }, NOW + index, caps))?.lead,
        ).toBe(index < 3 ? 'queued' : 'held');
      }
      const held = stored.slice(3).map((row) => row.id);
      expect(await db.heldEnquiryIds()).toEqual(held);
      // Stored with its receipt; no lead e-mail.
      expect((await db.mailJobsForEnquiry(held[0] ?? '')).map((job) => job.kind)).toEqual(['receipt']);
      expect((await db.all()).map((row) => row.id)).toEqual(stored.map((row) => row.id));
      // Another broker is not held back, and an hour on neither is this one.
      const other = { ...DELIVERY, recipientEmail: 'sipho.dube@ridgewaycommercial.co.za' };
      expect((await db.insert(enquiry(), other, NOW + 10, caps))?.lead).toBe('queued');
      expect((await db.insert(enquiry(), DELIVERY, NOW + HOUR + 10, caps))?.lead).toBe('queued');
      expect(await db.heldEnquiryIds()).toEqual(held);
    });

    it.each(['Win_R5000<victim@x.co.za', 'victim@x.co.za(Call_0800123)'])(
      'queues no receipt for %j stored past the form’s checks, and still the lead',
      async (typed) => {
        const stored = enquiry(typed);
        expect(await db.insert(stored, DELIVERY, NOW)).toEqual({ lead: 'queued', receipt: 'not-an-address' });
        expect((await db.mailJobsForEnquiry(stored.id)).map((job) => job.kind)).toEqual(['lead']);
      },
    );
  });

  describe('claims across processes', () => {
    it('gives each job to exactly one of two processes claiming at once', async () => {
      const jobs = 300;
      const caps = { receiptsPerHour: jobs, leadMailsPerBrokerPerHour: jobs };
      for (let index = 0; index < jobs / 2; index += 1)
        await db.insert(enquiry(`v${index}@example.com`), DELIVERY, NOW, caps);
      const claim = () =>
        promisify(execFile)(process.execPath, [
          '--import',
          'tsx',
          'tests/unit/support/claim-mail-jobs.ts',
          testStore.location,
        ]);
      const [a, b] = await Promise.all([claim(), claim()]);
      const won = [a.stdout, b.stdout].map((out) => out.split('\n').filter(Boolean));
      expect(won[0]?.length, 'both processes won some').toBeGreaterThan(0);
      expect(won[1]?.length, 'both processes won some').toBeGreaterThan(0);
      const all = won.flat();
      expect(all).toHaveLength(jobs);
      expect(new Set(all).size).toBe(jobs);
    }, 60_000);
  });

  describe('pruning', () => {
    it('counts, then deletes, old enquiries with their jobs and unconfirmed alerts, and keeps the rest', async () => {
      const old = enquiry('old@example.com', '2024-10-01T08:00:00.000Z');
      const recent = enquiry('recent@example.com', '2026-11-01T08:00:00.000Z');
      await db.insert(old, DELIVERY, Date.parse(old.receivedAt));
      await db.insert(recent, DELIVERY, Date.parse(recent.receivedAt));
      const address = (digit: string) => digit.repeat(32);
      const save = (addressId: string, at: number) =>
        db.saveSearchAlert(
          { addressId, email: 'a@example.com', stateKey: 'city=Durban', frequency: 'daily' },
          at,
          365 * 86_400_000,
        );
      const stale = await save(address('a'), Date.parse('2026-11-10T08:00:00Z'));
      const confirmed = await save(address('b'), Date.parse('2026-11-10T08:00:00Z'));
      await db.confirmSearchAlert(confirmed.id, Date.parse('2026-11-10T09:00:00Z'));
      const fresh = await save(address('c'), Date.parse('2026-11-24T08:00:00Z'));

      // A dry run counts exactly what the prune then deletes, and deletes nothing.
      expect(await db.countPrunable('2024-11-25T08:00:00.000Z', '2026-11-18T08:00:00.000Z')).toEqual({
        enquiries: 1,
        unconfirmedAlerts: 1,
      });
      expect(await db.all()).toHaveLength(2);
      expect(await db.mailJobsForEnquiry(old.id)).toHaveLength(2);
      expect(await db.getSearchAlert(stale.id)).not.toBeNull();

      expect(await db.prune('2024-11-25T08:00:00.000Z', '2026-11-18T08:00:00.000Z')).toEqual({
        enquiries: 1,
        unconfirmedAlerts: 1,
      });
      expect((await db.all()).map((row) => row.id)).toEqual([recent.id]);
      expect(await db.mailJobsForEnquiry(old.id)).toEqual([]);
      expect(await db.mailJobsForEnquiry(recent.id)).toHaveLength(2);
      expect(await db.getSearchAlert(stale.id)).toBeNull();
      expect(await db.getSearchAlert(confirmed.id)).not.toBeNull();
      expect(await db.getSearchAlert(fresh.id)).not.toBeNull();
    });
  });
});
