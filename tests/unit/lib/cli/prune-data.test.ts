import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readEnquiries } from '@/lib/embedded/content/enquiry-reader';
import { openSqliteDatabase } from '@/lib/embedded/content/sqlite-database';

const run = promisify(execFile);

/** `npm run data:prune -- …args` on the SQLite store in `directory`: its output and exit status. */
async function prune(directory: string, ...args: string[]): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: directory };
  delete env.DATABASE_URL;
  delete env.GRAPHQL_ENDPOINT;
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'data:prune', '--', ...args], { env });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('npm run data:prune', () => {
  it('with --dry-run prints what it would delete and its cutoffs, and deletes nothing; a wrong flag deletes nothing', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'prune-'));
    const database = openSqliteDatabase(directory);
    database.insert({
      id: '00000000-0000-4000-8000-000000000001',
      receivedAt: '2020-03-02T08:00:00.000Z',
      source: 'contact',
      name: 'Sipho Ndlovu',
      email: 'sipho@example.co.za',
      phone: '',
      message: 'An enquiry past its retention.',
      propertyKey: '',
      unitKey: '',
      brokerKey: '',
    });
    database.close();

    const dry = await prune(directory, '--dry-run');
    expect(dry.code, dry.output).toBe(0);
    expect(dry.output).toMatch(
      /Dry run: would delete 1 enquiries received before \d{4}-\d\d-\d\dT[\d:.]+Z \(ENQUIRY_RETENTION_MONTHS 24\) and 0 unconfirmed alerts saved before \d{4}-/,
    );
    expect(dry.output).toContain('nothing was deleted');
    expect(readEnquiries(directory)).toHaveLength(1);

    const wrong = await prune(directory, '--dryrun');
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain("Unknown option '--dryrun'");
    expect(wrong.output).toContain('Usage: npm run data:prune [-- --dry-run]');
    expect(readEnquiries(directory)).toHaveLength(1);
  }, 90_000);
});
