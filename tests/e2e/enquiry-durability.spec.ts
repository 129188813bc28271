import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { E2E_DIST_DIR } from './e2e-build';
import { firstPropertyPath, PropertyPage } from './pages/property-page';

/** A second server of the same build, with its own enquiry store, that this test may kill. */
function startServer(port: number, storeDir: string): ChildProcess {
  return spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: E2E_DIST_DIR,
      ENQUIRY_STORE_DIR: storeDir,
    },
    stdio: 'ignore',
    detached: true,
  });
}

async function waitForServer(origin: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${origin}/`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
}

function exportEnquiries(storeDir: string): string {
  const result = spawnSync('npm', ['run', '--silent', 'enquiries'], {
    env: { ...process.env, ENQUIRY_STORE_DIR: storeDir },
    encoding: 'utf8',
  });
  return result.stdout;
}

// What a server keeps after SIGKILL does not depend on the screen the enquiry came from.
test(
  'an acknowledged enquiry survives SIGKILL and a restart',
  { tag: '@any-size' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const port = 3150 + testInfo.workerIndex;
    const origin = `http://127.0.0.1:${port}`;
    const storeDir = mkdtempSync(path.join(tmpdir(), 'enquiry-durability-'));
    const propertyPath = await firstPropertyPath(request);

    let server = startServer(port, storeDir);
    try {
      await waitForServer(origin);
      const property = new PropertyPage(page);
      await property.goto(`${origin}${propertyPath}`);
      const visitor = `Naledi Durable ${Date.now()}`;
      await property.enquiry.send({
        Name: visitor,
        Email: 'naledi@example.co.za',
        Message: 'Still there after a crash?',
      });
      await expect(property.enquiry.confirmation).toBeVisible();

      process.kill(-(server.pid ?? 0), 'SIGKILL');
      server = startServer(port, storeDir);
      await waitForServer(origin);
      expect(exportEnquiries(storeDir)).toContain(visitor);
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGKILL');
    }
  },
);
