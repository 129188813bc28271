import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDatabase, SQLITE_DATABASE_FILE } from '@/lib/embedded/content/sqlite-database';
import { startSlowRelay, type SlowRelay } from '@/tests/unit/support/slow-relay';

/** The relay's time over a message before its `250`: longer than the old 20 s deadline and 15 s idle bound. */
const RELAY_ANSWERS_AFTER_MS = 25_000;
/** Two processes compiling the site's mail code from source, on a loaded machine. */
const DRAINS_START_MS = 40_000;
/** Long enough after the first try for a try cut off at 15 s to be sent again (30 s later). */
const WATCH_AFTER_FIRST_TRY_MS = 50_000;

const BROKER = 'thandiwe.nkosi@ridgewaycommercial.co.za';
const VISITOR = 'sipho@example.co.za';

interface JobRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
}

function storeEnquiry(directory: string): void {
  const database = openSqliteDatabase(directory);
  const now = Date.now();
  database.insert(
    {
      id: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
      receivedAt: new Date(now).toISOString(),
      source: 'property',
      name: 'Sipho Ndlovu',
      email: VISITOR,
      phone: '0825550147',
      message: 'Is the ground floor still available?',
      propertyKey: 'p-0042',
      unitKey: '',
      brokerKey: 'broker-1',
    },
    {
      recipientName: 'Thandiwe Nkosi',
      recipientEmail: BROKER,
      listingName: 'Harbour View',
      webRef: 'RC-10042',
      listingPath: '/to-let/office/durban/umhlanga/harbour-view',
    },
    now,
  );
  database.close();
}

function jobsOf(directory: string): JobRow[] {
  const database = new Database(path.join(directory, SQLITE_DATABASE_FILE), { readonly: true });
  try {
    return database
      .prepare('SELECT id, kind, status, attempts FROM mail_jobs ORDER BY kind')
      .all() as JobRow[];
  } finally {
    database.close();
  }
}

/** A drain in a process of its own, over the same store folder, as a second instance has. */
function startDrain(directory: string, smtpPort: number): ChildProcess {
  return spawn(process.execPath, ['--require', 'tsx/cjs', 'tests/unit/support/drain-lead-mail.ts'], {
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'lib/cli/tsconfig.json',
      DATA_DIR: directory,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(drain: ChildProcess): Promise<void> {
  if (drain.exitCode !== null || drain.signalCode !== null) return;
  const exited = new Promise((resolve) => drain.once('exit', resolve));
  drain.kill('SIGKILL');
  await exited;
}

describe('lead mail over a slow relay', () => {
  let directory: string;
  let relay: SlowRelay | undefined;
  let drains: ChildProcess[] = [];

  afterEach(async () => {
    await Promise.all(drains.map(stop));
    drains = [];
    await relay?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it(
    'with two drains running, the broker gets one message and the visitor one receipt',
    async () => {
      directory = mkdtempSync(path.join(tmpdir(), 'slow-relay-'));
      storeEnquiry(directory);
      relay = await startSlowRelay(RELAY_ANSWERS_AFTER_MS);
      drains = [startDrain(directory, relay.port), startDrain(directory, relay.port)];

      // Until both are sent, or long enough for a second copy to have come.
      const started = Date.now();
      const watching = () => {
        const first = relay?.messages[0]?.receivedAt;
        return first === undefined
          ? Date.now() - started < DRAINS_START_MS
          : Date.now() - first < WATCH_AFTER_FIRST_TRY_MS;
      };
      let jobs = jobsOf(directory);
      while (watching() && jobs.some((job) => job.status !== 'sent')) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        jobs = jobsOf(directory);
      }
      await Promise.all(drains.map(stop));

      const to = (address: string) => relay?.messages.filter((message) => message.to.includes(address));
      expect(to(BROKER)?.map(({ subject, answered }) => ({ subject, answered }))).toEqual([
        { subject: 'Enquiry 3F2A9C1E: Harbour View (RC-10042)', answered: true },
      ]);
      expect(to(VISITOR)?.map(({ answered }) => answered)).toEqual([true]);
      expect(jobs.map(({ kind, status, attempts }) => ({ kind, status, attempts }))).toEqual([
        { kind: 'lead', status: 'sent', attempts: 1 },
        { kind: 'receipt', status: 'sent', attempts: 1 },
      ]);
      // Each message carries its job's own Message-ID, the same however often it is tried.
      const lead = jobs.find((job) => job.kind === 'lead');
      expect(to(BROKER)?.[0]?.messageId).toBe(`<${lead?.id}@127.0.0.1>`);
    },
    DRAINS_START_MS + WATCH_AFTER_FIRST_TRY_MS + 10_000,
  );
});
