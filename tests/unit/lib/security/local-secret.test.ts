import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateLocalSecret } from '@/lib/security/local-secret';

const PROCESSES = 4;
const FOLDERS = 200;
const READ_SECRETS = 'tests/unit/support/read-local-secrets.ts';
const NODE_ARGS = ['--conditions=react-server', '--import', 'tsx', READ_SECRETS];

let root: string;

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('readOrCreateLocalSecret', () => {
  it('makes a secret once, readable by its owner only, and reads it back', () => {
    root = mkdtempSync(path.join(tmpdir(), 'local-secret-'));
    const folder = path.join(root, 'data');
    const secret = readOrCreateLocalSecret(folder, 'alerts-secret.key');
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(readOrCreateLocalSecret(folder, 'alerts-secret.key')).toBe(secret);
    expect(statSync(path.join(folder, 'alerts-secret.key')).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(['alerts-secret.key']);
  });

  it('gives processes that start at once over one store folder the same secret, whole', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'local-secret-'));
    const startAt = String(Date.now() + 4000);
    const read = () => promisify(execFile)(process.execPath, [...NODE_ARGS, root, String(FOLDERS), startAt]);
    const outputs = await Promise.all(Array.from({ length: PROCESSES }, read));
    const seen = outputs.map(({ stdout }) => stdout.split('\n'));
    for (let index = 0; index < FOLDERS; index += 1) {
      const secrets = new Set(seen.map((lines) => lines[index]));
      expect([...secrets], `store-${index}`).toEqual([expect.stringMatching(/^[\w-]{43}$/)]);
      expect(readdirSync(path.join(root, `store-${index}`))).toEqual(['alerts-secret.key']);
    }
  }, 30_000);

  it('leaves no empty secret behind when a process could not write it whole, and the next one makes it', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'local-secret-'));
    // A file size limit of 0 fails every write to a file after it was created, as a full disk does.
    const { stdout } = await promisify(execFile)(
      'sh',
      ['-c', 'ulimit -f 0; exec "$0" "$@"', process.execPath, ...NODE_ARGS, root, '1', '0'],
      { env: { ...process.env, TSX_DISABLE_CACHE: '1' } },
    );
    expect(stdout).toMatch(/^error: .*EFBIG/);
    const folder = path.join(root, 'store-0');
    expect(readdirSync(folder)).toEqual([]);
    expect(readOrCreateLocalSecret(folder, 'alerts-secret.key')).toMatch(/^[\w-]{43}$/);
  }, 20_000);
});
