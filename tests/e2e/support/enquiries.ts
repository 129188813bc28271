import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { E2E_SERVER_SECRETS } from '../e2e-build';

/** What a server has stored, as `npm run enquiries` prints it (CSV); the e2e server's store by default. */
export function exportedEnquiries(storeDir: string = E2E_SERVER_SECRETS.ENQUIRY_STORE_DIR): string {
  const result = spawnSync('npm', ['run', '--silent', 'enquiries'], {
    env: { ...process.env, ENQUIRY_STORE_DIR: storeDir },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}
