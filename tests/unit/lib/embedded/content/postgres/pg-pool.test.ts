import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '@/lib/embedded/content/content-store';
import { DATABASE_CALL_DEADLINE_MS } from '@/lib/embedded/content/database-deadline';
import type { StoredEnquiry } from '@/lib/embedded/content/enquiry-types';
import { openPostgresStore } from '@/lib/embedded/content/postgres/pg-store';
import { startPostgresCluster, type PostgresCluster } from '@/tests/support/postgres-cluster';

const enquiry = (id: string): StoredEnquiry => ({
  id,
  receivedAt: new Date().toISOString(),
  source: 'contact',
  name: 'Sipho Ndlovu',
  email: 'sipho@example.co.za',
  phone: '',
  message: 'Do you have offices in Umhlanga?',
  propertyKey: '',
  unitKey: '',
  brokerKey: '',
});

/** How long `work` took to fail. */
async function failsWithin(work: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await expect(work()).rejects.toThrow();
  return Date.now() - started;
}

// A cluster of this file's own: it is stopped and killed, which the other suites' cluster must not be.
let cluster: PostgresCluster;
let store: ContentStore;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  store = await openPostgresStore(await cluster.createDatabase('deadlines'));
}, 30_000);

afterAll(async () => {
  await store.close().catch(() => undefined);
  await cluster.stop();
});

describe('a PostgreSQL that stops answering', () => {
  it('costs each call one deadline while hung (SIGSTOP), and nothing once killed', async () => {
    await store.insert(enquiry('before'));
    cluster.signal('SIGSTOP');
    // On the open connection (a statement never answered), then on new ones (never let in).
    expect(await failsWithin(() => store.insert(enquiry('hung-1')))).toBeLessThan(
      DATABASE_CALL_DEADLINE_MS + 1000,
    );
    const concurrent = await Promise.all(
      [1, 2, 3].map((index) => failsWithin(() => store.insert(enquiry(`hung-${index + 1}`)))),
    );
    for (const took of concurrent) expect(took).toBeLessThan(DATABASE_CALL_DEADLINE_MS + 1000);
    expect(await failsWithin(() => store.claimMailJobs(5, Date.now()))).toBeLessThan(
      DATABASE_CALL_DEADLINE_MS + 1000,
    );
    cluster.signal('SIGKILL');
    expect(await failsWithin(() => store.insert(enquiry('killed')))).toBeLessThan(1000);
  }, 30_000);
});
