import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import {
  E2E_DIST_DIR,
  E2E_SERVER_SECRETS,
  SHARED_DATABASE_PORTS,
  SHARED_DATABASE_POSTGRES_PORT,
  SHARED_DATABASE_REDIS_PORT,
  SHARED_DATABASE_REFUSED_PORT,
  SHARED_DATABASE_SMTP_PORTS,
} from './e2e-build';
import { expect, test } from './fixtures';
import { ContactPage } from './pages/contact-page';
import { SearchAlertDialog } from './pages/search-alert-dialog';
import { killSmtpSink, linkIn, startSmtpSink, waitForMail } from './support/mail-sink';
import { killProcessGroup, startNextServer, startRedisServer, waitForAnswer } from './support/servers';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';

/**
 * Two instances of the e2e build over one Redis and one PostgreSQL (DATABASE_URL), as several
 * production instances behind a load balancer: what a visitor writes on one is there on the other.
 * The spec starts them itself (no extra build), and ends by hanging, then killing, the database.
 */
const [A = '', B = ''] = SHARED_DATABASE_PORTS.map((port) => `http://127.0.0.1:${port}`);
const SINK = `http://127.0.0.1:${SHARED_DATABASE_SMTP_PORTS.http}`;
const ENQUIRY_UNAVAILABLE =
  'We could not send your enquiry just now. Please try again, or call the broker directly.';

const storeDir = (port: number) => `test-results/shared-database-${port}`;

const ALERT_UNAVAILABLE = 'We could not save your alert just now. Please try again in a few minutes.';

test.describe.configure({ mode: 'serial' });

let cluster: PostgresCluster | undefined;
const processes: ChildProcess[] = [];
let sinkProcess: ChildProcess | undefined;
let redis: ChildProcess | undefined;
let databaseUrl = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startPostgresCluster(SHARED_DATABASE_POSTGRES_PORT);
  databaseUrl = await cluster.createDatabase('site');
  redis = startRedisServer(SHARED_DATABASE_REDIS_PORT);
  const sink = await startSmtpSink(SHARED_DATABASE_SMTP_PORTS);
  for (const port of SHARED_DATABASE_PORTS) {
    rmSync(storeDir(port), { recursive: true, force: true });
    processes.push(
      startNextServer(port, {
        NEXT_DIST_DIR: E2E_DIST_DIR,
        ...E2E_SERVER_SECRETS,
        // A folder of each instance's own: nothing visitors write may land in it.
        DATA_DIR: storeDir(port),
        DATABASE_URL: databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${SHARED_DATABASE_REDIS_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SHARED_DATABASE_SMTP_PORTS.smtp}`,
        ENQUIRY_RATE_LIMIT: '1000',
        ACTION_RATE_LIMIT: '1000',
      }),
    );
  }
  sinkProcess = sink;
  await Promise.all([A, B].map((origin) => waitForAnswer(`${origin}/robots.txt`, 200, 90_000)));
});

test.afterAll(async () => {
  for (const server of processes) killProcessGroup(server);
  redis?.kill('SIGKILL');
  if (sinkProcess) await killSmtpSink(sinkProcess);
  await cluster?.stop();
});

/** `npm run enquiries` as an operator runs it against the shared database, from neither instance. */
function exportedEnquiries(): string {
  const result = spawnSync('npm', ['run', '--silent', 'enquiries'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

test('@any-size enquiries sent to either instance are all in the one database', async ({ page }) => {
  const contact = new ContactPage(page);
  for (const [origin, message] of [
    [A, `Sent to instance A at ${Date.now()}`],
    [B, `Sent to instance B at ${Date.now()}`],
  ] as const) {
    await contact.goto(origin);
    await contact.enquiry.send({ Name: 'Thabo Mokoena', Email: 'thabo@example.co.za', Message: message });
    await expect(contact.enquiry.confirmation).toBeVisible({ timeout: 15_000 });
    expect(exportedEnquiries()).toContain(message);
  }
  for (const port of SHARED_DATABASE_PORTS)
    expect(existsSync(`${storeDir(port)}/content.sqlite`), 'no SQLite file on an instance').toBe(false);
});

test('@any-size an alert saved on A is confirmed through B with the link A sent', async ({ page }) => {
  const email = `shared-${Date.now()}@example.com`;
  const dialog = new SearchAlertDialog(page);
  await page.goto(`${A}/search?category=Office&city=Durban`);
  await dialog.open();
  await dialog.save(email, 'Weekly');
  await expect(dialog.success).toContainText(email, { timeout: 15_000 });

  const confirmation = await waitForMail(email, /^Confirm your property alert/, { sink: SINK });
  const { pathname, search } = new URL(linkIn(confirmation, '/alerts/confirm'));
  await page.goto(`${B}${pathname}${search}`);
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible();
});

/** What `next start` of the e2e build prints before it exits, and its exit code, with `env` beside the secrets. */
async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const server = spawn(
    'npx',
    ['next', 'start', '-p', String(SHARED_DATABASE_REFUSED_PORT), '-H', '127.0.0.1'],
    {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: E2E_DIST_DIR, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const code = await Promise.race([
    exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000)),
  ]);
  killProcessGroup(server);
  return { code, output };
}

test('@any-size an instance refuses to start where visitors’ writes or keys would stay on its own disk', async () => {
  test.setTimeout(90_000);
  const withoutAlertsSecret = { ...E2E_SERVER_SECRETS, ALERTS_SECRET: '' };
  const sharedCache = { REDIS_URL: `redis://127.0.0.1:${SHARED_DATABASE_REDIS_PORT}` };
  const noStore = await refusedStart({ ...E2E_SERVER_SECRETS, ...sharedCache });
  expect(noStore.code).toBe(1);
  expect(noStore.output).toMatch(/\[start\] REDIS_URL is set .* neither DATABASE_URL nor GRAPHQL_ENDPOINT/);
  const noSecret = await refusedStart({ ...withoutAlertsSecret, ...sharedCache, DATABASE_URL: databaseUrl });
  expect(noSecret.code).toBe(1);
  expect(noSecret.output).toMatch(/\[start\] ALERTS_SECRET is not set while REDIS_URL is/);
});

for (const fault of ['SIGSTOP', 'SIGKILL'] as const) {
  test(`@any-size with PostgreSQL ${fault === 'SIGSTOP' ? 'hung' : 'killed'}, pages answer and a form says it could not send, keeping what was typed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    cluster?.signal(fault);
    for (const origin of [A, B]) {
      for (const path of ['/', '/contact', '/search?city=Durban']) {
        const started = Date.now();
        expect((await request.get(`${origin}${path}`, { timeout: 10_000 })).status(), path).toBe(200);
        expect(Date.now() - started, `${origin}${path} answered within the deadline`).toBeLessThan(10_000);
      }
    }
    const contact = new ContactPage(page);
    await contact.goto(A);
    const message = `Sent while the database was ${fault === 'SIGSTOP' ? 'hung' : 'gone'}.`;
    await contact.enquiry.send({ Name: 'Palesa Nkosi', Email: 'palesa@example.co.za', Message: message });
    await expect(contact.enquiry.alert).toHaveText(ENQUIRY_UNAVAILABLE, { timeout: 15_000 });
    await expect(contact.enquiry.field('Message')).toHaveValue(message);

    const dialog = new SearchAlertDialog(page);
    const email = `down-${fault}-${Date.now()}@example.com`;
    await page.goto(`${B}/search?category=Office&city=Durban`);
    await dialog.open();
    await dialog.save(email, 'Daily');
    await expect(dialog.dialog.getByRole('alert')).toHaveText(ALERT_UNAVAILABLE, { timeout: 15_000 });
    await expect(dialog.email).toHaveValue(email);
  });
}
