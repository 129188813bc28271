import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_CALL_DEADLINE_MS } from '@/lib/embedded/content/database-deadline';
import { readEnquiries } from '@/lib/embedded/content/enquiry-reader';
import { SQLITE_DATABASE_FILE } from '@/lib/embedded/content/sqlite-database';

const SAMPLE = {
  source: 'contact',
  name: 'Sipho Ndlovu',
  email: 'sipho@example.co.za',
  phone: '',
  message: 'Do you have offices in Umhlanga?',
  propertyKey: '',
  unitKey: '',
  brokerKey: '',
};

/** The most a call may take: its deadline, and a process too busy to keep time. */
const CALL_FAILS_WITHIN_MS = DATABASE_CALL_DEADLINE_MS + 1000;

/** Another process in a write transaction it does not end: an operator's `sqlite3` shell, say. */
const HOLD_WRITE_LOCK = `
  const Database = require('better-sqlite3');
  const db = new Database(process.argv[1]);
  db.exec('BEGIN IMMEDIATE');
  process.stdout.write('locked\\n');
  setInterval(() => {}, 60_000);
`;

/** How long `work` took to fail, or an error when it did not. */
async function failsAfter(work: Promise<unknown>): Promise<number> {
  const started = Date.now();
  await expect(work).rejects.toThrow();
  return Date.now() - started;
}

describe('the SQLite store’s deadline', () => {
  let directory: string;
  let holder: ChildProcess | undefined;

  beforeEach(() => {
    vi.resetModules();
    directory = mkdtempSync(path.join(tmpdir(), 'store-deadline-'));
    vi.stubEnv('DATA_DIR', directory);
  });

  afterEach(() => {
    holder?.kill('SIGKILL');
    holder = undefined;
    vi.doUnmock('node:worker_threads');
    vi.unstubAllEnvs();
  });

  it('fails each call within it while another process holds the write lock, and commits none of them later', async () => {
    const { appendEnquiry } = await import('@/lib/embedded/content/store');
    const before = await appendEnquiry({ ...SAMPLE, name: 'Before the lock' });
    holder = spawn(process.execPath, ['-e', HOLD_WRITE_LOCK, path.join(directory, SQLITE_DATABASE_FILE)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => holder?.stdout?.once('data', resolve));

    const took = await Promise.all(
      [1, 2, 3, 4].map((index) => failsAfter(appendEnquiry({ ...SAMPLE, name: `Held ${index}` }))),
    );
    for (const ms of took) expect(ms).toBeLessThan(CALL_FAILS_WITHIN_MS);

    const exited = once(holder, 'exit');
    holder.kill('SIGKILL');
    await exited;
    const after = await appendEnquiry({ ...SAMPLE, name: 'After the lock' });
    expect(readEnquiries(directory).map((enquiry) => enquiry.id)).toEqual([before.id, after.id]);
  }, 30_000);

  it('fails a call within it when the database’s thread hangs (a disk that does not answer)', async () => {
    // A thread that opened the database, then never answers again.
    class HungWorker extends EventEmitter {
      constructor() {
        super();
        setImmediate(() => this.emit('message', { ready: true }));
      }
      postMessage(): void {}
      ref(): void {}
      unref(): void {}
    }
    vi.doMock('node:worker_threads', () => ({ Worker: HungWorker }));
    const { appendEnquiry, callContentDatabase } = await import('@/lib/embedded/content/store');
    const [enquiry, claim] = await Promise.all([
      failsAfter(appendEnquiry(SAMPLE)),
      failsAfter(callContentDatabase('claimMailJobs', 1, Date.now())),
    ]);
    expect(Math.max(enquiry, claim)).toBeLessThan(CALL_FAILS_WITHIN_MS);
    await expect(appendEnquiry(SAMPLE)).rejects.toMatchObject({ name: 'DeadlineExceededError' });
  }, 20_000);
});
