import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { E2E_SERVER_SECRETS } from '../e2e-build';

/** What a server has stored, as `npm run enquiries` prints it (CSV); the e2e server's store by default. */
export function exportedEnquiries(storeDir: string = E2E_SERVER_SECRETS.DATA_DIR): string {
  const result = spawnSync('npm', ['run', '--silent', 'enquiries'], {
    env: { ...process.env, DATA_DIR: storeDir },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** The kind and status of every mail job in a store, read from its database as the server left it. */
export function mailJobStatuses(storeDir: string): Array<{ kind: string; status: string }> {
  const database = new Database(path.join(storeDir, 'content.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return database.prepare('SELECT kind, status FROM mail_jobs ORDER BY kind').all() as Array<{
      kind: string;
      status: string;
    }>;
  } finally {
    database.close();
  }
}
