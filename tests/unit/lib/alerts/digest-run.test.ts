import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchAlert } from '@/lib/content';
import { openSqliteDatabase, type ContentDatabase } from '@/lib/embedded/content/sqlite-database';
import type { ReceivedMail } from '../../../support/smtp-sink';

/**
 * A digest run against a real SMTP server (tests/support/smtp-sink.ts in a process of its own) that
 * is SIGKILLed mid-run, with the real content database, e-mail rendering and nodemailer transport;
 * only the search is a stand-in.
 */

let smtpPort = 0;
let httpPort = 0;
let sink: ChildProcess | undefined;
let directory = '';
let db: ContentDatabase;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startSink(): Promise<void> {
  sink = spawn(process.execPath, ['--import', 'tsx', 'tests/support/smtp-sink.ts'], {
    env: { ...process.env, SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(httpPort) },
    stdio: 'ignore',
  });
  // Ready once its HTTP side answers; a few seconds at most for tsx to start it.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${httpPort}/messages`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error('The SMTP sink did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function killSink(): Promise<void> {
  const child = sink;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

async function received(): Promise<ReceivedMail[]> {
  return (await fetch(`http://127.0.0.1:${httpPort}/messages`)).json() as Promise<ReceivedMail[]>;
}

const ALERTS = 6;
const NOW = new Date();

beforeAll(async () => {
  [smtpPort, httpPort] = [await freePort(), await freePort()];
  // Stubbed, not written: the files of a thread share process.env, and restored after this file.
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtpPort}`);
  // Mail over SMTP is refused while the site's links would name localhost.
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.example.co.za');
  vi.stubEnv('ALERTS_SECRET', 'unit-alerts-secret-of-thirty-two-characters');
  directory = mkdtempSync(path.join(tmpdir(), 'digest-run-'));
  db = openSqliteDatabase(directory);
  for (let index = 0; index < ALERTS; index += 1) {
    const alert = db.saveSearchAlert(
      {
        addressId: String(index).padStart(32, '0'),
        email: `person${index}@example.com`,
        stateKey: 'city=Durban',
        frequency: 'daily',
      },
      NOW.getTime() - 60_000,
    );
    db.confirmSearchAlert(alert.id, NOW.getTime() - 60_000);
  }
  await startSink();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await killSink();
  db.close();
  rmSync(directory, { recursive: true, force: true });
});

async function createServices(
  onSend: (count: number) => Promise<void> = async () => {},
  delivered: string[] = [],
) {
  const { runDigests } = await import('@/lib/alerts/digest-run');
  const { composeDigestMail } = await import('@/lib/alerts/mail/alert-emails');
  const { sendMail } = await import('@/lib/mail/mail-transport');
  let sends = 0;
  const services = {
    listDue: async (page: {
      dailyPeriod: string;
      weeklyPeriod: string;
      after: string | null;
      first: number;
    }) => db.dueSearchAlerts({ ...page, after: page.after ?? '' }) as SearchAlert[],
    claim: async (alertId: string, period: string) => db.claimSearchAlertDigest(alertId, period, Date.now()),
    complete: async (
      alertId: string,
      period: string,
      outcome: { sent: true; sinceMs: number } | { sent: false },
    ) => {
      db.completeSearchAlertDigest(
        {
          alertId,
          period,
          status: outcome.sent ? 'sent' : 'failed',
          sinceMs: outcome.sent ? outcome.sinceMs : null,
        },
        Date.now(),
      );
    },
    search: async () => ({
      cards: [
        {
          key: 'k',
          name: 'Harbour View',
          place: 'Office · Umhlanga, Durban',
          price: 'R150.00 per m²',
          url: 'http://localhost/p',
          imageUrl: null,
          imageAlt: '',
        },
      ],
      total: 1,
      searchTotal: 12,
      known: {
        propertyTypes: new Set<string>(),
        cities: new Set(['Durban']),
        suburbs: new Set<string>(),
        brokers: new Set<string>(),
        priceRange: null,
        glaRange: null,
      },
    }),
    compose: composeDigestMail,
    send: async (mail: Parameters<typeof sendMail>[0]) => {
      sends += 1;
      await onSend(sends);
      await sendMail(mail);
      delivered.push(mail.to.address);
    },
    now: () => new Date(),
  };
  return { run: () => runDigests(services) };
}

describe('a digest run whose SMTP server dies', () => {
  it('does not hang, records the failures, and the next run sends only those', async () => {
    // The server is killed as the third digest is about to go.
    const deliveredFirst: string[] = [];
    const first = await createServices(async (count) => {
      if (count === 3) await killSink();
    }, deliveredFirst);
    const started = Date.now();
    const report = await first.run();
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(report).toMatchObject({ due: ALERTS, sent: 2, failed: ALERTS - 2, errors: 0 });

    await startSink();
    const second = await createServices();
    expect(await second.run()).toMatchObject({ due: ALERTS - 2, sent: ALERTS - 2, failed: 0 });
    const recipients = (await received()).flatMap((mail) => mail.to).sort();
    const everyone = Array.from({ length: ALERTS }, (_, index) => `person${index}@example.com`);
    expect(deliveredFirst).toHaveLength(2);
    expect(recipients).toEqual(everyone.filter((address) => !deliveredFirst.includes(address)));
    const [mail] = await received();
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain('Harbour View');
    // One listing is new; "See all" leads to the whole saved search and says how much it holds.
    expect(mail?.subject).toBe('1 new or updated listing: Commercial property to let in Durban');
    expect(mail?.text).toContain('See all 12 results');

    // Every alert has its digest for today: a third run sends nothing.
    expect(await second.run()).toMatchObject({ due: 0, sent: 0 });
  }, 60_000);

  it('gives up on a hung SMTP server after its timeouts, and the run ends', async () => {
    const alert = db.saveSearchAlert(
      {
        addressId: 'e'.repeat(32),
        email: 'hung@example.com',
        stateKey: 'city=Durban',
        frequency: 'weekly',
      },
      Date.now() - 60_000,
    );
    db.confirmSearchAlert(alert.id, Date.now() - 60_000);
    sink?.kill('SIGSTOP');
    try {
      const started = Date.now();
      const report = await (await createServices()).run();
      expect(report).toMatchObject({ due: 1, sent: 0, failed: 1 });
      expect(Date.now() - started).toBeLessThan(25_000);
    } finally {
      sink?.kill('SIGCONT');
    }
  }, 60_000);
});
