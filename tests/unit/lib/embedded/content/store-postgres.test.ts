import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readEnquiryExport } from '@/lib/embedded/content/enquiry-reader';
import { createPostgresDatabase } from '@/tests/unit/support/content-store-backends';

const SAMPLE = {
  source: 'contact',
  name: 'Sipho Ndlovu',
  email: 'sipho@example.co.za',
  phone: '0825550147',
  message: 'Do you have offices in Umhlanga?',
  propertyKey: '',
  unitKey: '',
  brokerKey: '',
};

describe('the content service with DATABASE_URL', () => {
  let directory: string;
  beforeEach(() => {
    vi.resetModules();
    directory = mkdtempSync(path.join(tmpdir(), 'enquiry-store-pg-'));
    vi.stubEnv('DATA_DIR', directory);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(directory, { recursive: true, force: true });
  });

  it('commits enquiries to PostgreSQL, migrated at start, and writes no SQLite file', async () => {
    const url = await createPostgresDatabase();
    vi.stubEnv('DATABASE_URL', url);
    const { appendEnquiry, callContentDatabase, openContentStore } =
      await import('@/lib/embedded/content/store');
    await openContentStore();
    const first = await appendEnquiry(SAMPLE);
    const second = await appendEnquiry({ ...SAMPLE, name: 'Lerato Khumalo' });
    expect(await callContentDatabase('all')).toEqual([first, second]);
    // What `npm run enquiries` reads, from another connection.
    expect(await readEnquiryExport(url, directory)).toEqual({ enquiries: [first, second], held: new Set() });
    expect(existsSync(path.join(directory, 'content.sqlite'))).toBe(false);
  });

  it('refuses an enquiry within the deadline while the database cannot be reached, keeping nothing on disk instead', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://site@127.0.0.1:1/site');
    const store = await import('@/lib/embedded/content/store');
    const started = Date.now();
    await expect(store.openContentStore()).rejects.toThrow(/ECONNREFUSED/);
    await expect(store.appendEnquiry(SAMPLE)).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(existsSync(path.join(directory, 'content.sqlite'))).toBe(false);
  });
});
