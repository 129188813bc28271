import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { E2E_DIST_DIR, E2E_SERVER_SECRETS, SPEC_SERVER_PORT_BASE } from './e2e-build';
import { firstPropertyPath, PropertyPage } from './pages/property-page';
import { exportedEnquiries } from './support/enquiries';
import { killProcessGroup, startNextServer, waitForAnswer } from './support/servers';

const BURST = 50;
/** Acknowledgements to wait for before the kill, so the rest of the burst is still in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 10;
/** An enquiry an earlier version stored as a JSON line. */
const LEGACY_ENQUIRY = {
  id: '5b0e7c1a-9d2f-4e83-a6b1-3c4d5e6f7a8b',
  source: 'contact',
  name: 'Pieter Legacy',
  email: 'pieter@example.co.za',
  phone: '',
  message: 'Warehouse space in Epping, around 2,000 m².',
  propertyKey: '',
  unitKey: '',
  brokerKey: '',
};
const ENQUIRY_UNAVAILABLE =
  'We could not send your enquiry just now. Please try again, or call the broker directly.';
const SEND = 'mutation Send($input: EnquiryInput!) { submitEnquiry(input: $input) { id } }';

/** A second server of the same build, with its own enquiry store, that this test may kill. */
function startServer(port: number, storeDir: string): ChildProcess {
  return startNextServer(port, {
    NEXT_DIST_DIR: E2E_DIST_DIR,
    DATA_DIR: storeDir,
    GRAPHQL_SERVER_TOKEN: E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN,
  });
}

/** The stored enquiries' names, one per row of the export. */
function exportedNames(storeDir: string): string[] {
  return exportedEnquiries(storeDir)
    .trim()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(',')[3] ?? '');
}

/** One enquiry over the content service's API, as another instance sends it; its name if acknowledged. */
async function sendOverApi(origin: string, name: string): Promise<string | null> {
  const response = await fetch(`${origin}/graphqlQuery/v1`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN}`,
    },
    body: JSON.stringify({
      query: SEND,
      variables: {
        input: {
          name,
          email: 'burst@example.co.za',
          message: 'Office space in Rosebank, please.',
          source: 'contact',
        },
      },
    }),
  }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as {
    data?: { submitEnquiry?: { id?: string } };
  } | null;
  return body?.data?.submitEnquiry?.id ? name : null;
}

// What a server keeps after SIGKILL does not depend on the screen the enquiry came from.
test(
  'every acknowledged enquiry survives SIGKILL during a burst, once',
  { tag: '@any-size' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const port = SPEC_SERVER_PORT_BASE + testInfo.workerIndex;
    const origin = `http://127.0.0.1:${port}`;
    const storeDir = mkdtempSync(path.join(tmpdir(), 'enquiry-durability-'));
    const propertyPath = await firstPropertyPath(request);

    const legacyStore = path.join(storeDir, 'enquiries.jsonl');
    writeFileSync(
      legacyStore,
      `${JSON.stringify({ ...LEGACY_ENQUIRY, receivedAt: new Date().toISOString() })}\n`,
    );

    let server = startServer(port, storeDir);
    try {
      await waitForAnswer(`${origin}/`);
      await expect
        .poll(() => existsSync(legacyStore), { message: 'the old store is imported on start' })
        .toBe(false);
      const property = new PropertyPage(page);
      await property.goto(`${origin}${propertyPath}`);
      const visitor = `Naledi Durable ${Date.now()}`;
      await property.enquiry.send({
        Name: visitor,
        Email: 'naledi@example.co.za',
        Message: 'Still there after a crash?',
      });
      await expect(property.enquiry.confirmation).toBeVisible();

      const acknowledged: string[] = [];
      let killed!: () => void;
      const enoughAcknowledged = new Promise<void>((resolve) => (killed = resolve));
      const burst = Array.from({ length: BURST }, (_, index) =>
        sendOverApi(origin, `Burst Visitor ${index}`).then((name) => {
          if (name) acknowledged.push(name);
          if (acknowledged.length === ACKNOWLEDGED_BEFORE_KILL) killed();
        }),
      );
      await Promise.race([enoughAcknowledged, Promise.all(burst)]);
      killProcessGroup(server);
      await Promise.all(burst);
      testInfo.annotations.push({
        type: 'acknowledged before the kill',
        description: `${acknowledged.length} of ${BURST}`,
      });
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      expect(acknowledged.length, 'the kill came before the burst was over').toBeLessThan(BURST);

      server = startServer(port, storeDir);
      await waitForAnswer(`${origin}/`);
      const names = exportedNames(storeDir);
      expect(names).toContain(visitor);
      expect(names).toContain(LEGACY_ENQUIRY.name);
      for (const name of acknowledged) expect(names).toContain(name);
      expect(new Set(names).size, 'no enquiry stored twice').toBe(names.length);
      expect(await sendOverApi(origin, 'After The Restart')).toBe('After The Restart');
    } finally {
      killProcessGroup(server);
    }
  },
);

/** Another process in a write transaction it does not end, as an operator's `sqlite3` shell can be. */
async function holdWriteLock(storeDir: string): Promise<ChildProcess> {
  const script = `const db = new (require('better-sqlite3'))(process.argv[1]);
    db.exec('BEGIN IMMEDIATE'); process.stdout.write('locked'); setInterval(() => {}, 60000);`;
  const holder = spawn(process.execPath, ['-e', script, path.join(storeDir, 'content.sqlite')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => holder.stdout?.once('data', resolve));
  return holder;
}

test(
  'with the store held by another process, the form says it could not send and keeps what was typed',
  { tag: '@any-size' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const port = SPEC_SERVER_PORT_BASE + testInfo.workerIndex;
    const origin = `http://127.0.0.1:${port}`;
    const storeDir = mkdtempSync(path.join(tmpdir(), 'enquiry-held-'));
    const propertyPath = await firstPropertyPath(request);
    const server = startServer(port, storeDir);
    let holder: ChildProcess | undefined;
    try {
      await waitForAnswer(`${origin}/`, 200, 60_000);
      holder = await holdWriteLock(storeDir);
      const property = new PropertyPage(page);
      await property.goto(`${origin}${propertyPath}`);
      const message = `Sent while another process held the database, ${Date.now()}.`;
      await property.enquiry.send({ Name: 'Palesa Nkosi', Email: 'palesa@example.co.za', Message: message });
      await expect(property.enquiry.alert).toHaveText(ENQUIRY_UNAVAILABLE, { timeout: 15_000 });
      await expect(property.enquiry.field('Message')).toHaveValue(message);

      const exited = once(holder, 'exit');
      holder.kill('SIGKILL');
      await exited;
      await property.enquiry.sendButton.click();
      await expect(property.enquiry.confirmation).toBeVisible();
      expect(exportedEnquiries(storeDir).match(/Palesa Nkosi/g)).toHaveLength(1);
    } finally {
      holder?.kill('SIGKILL');
      killProcessGroup(server);
    }
  },
);
