import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatEnquiriesCsv } from '@/lib/embedded/content/enquiries-csv';
import { openSqliteDatabase } from '@/lib/embedded/content/sqlite-database';
import { readEnquiries } from '@/lib/embedded/content/enquiry-reader';
import type { StoredEnquiry } from '@/lib/embedded/content/enquiry-types';

const SAMPLE = {
  source: 'property',
  name: 'Sipho Ndlovu',
  email: 'sipho@example.co.za',
  phone: '0825550147',
  message: 'Is the ground floor still available?',
  propertyKey: 'p-0042',
  unitKey: '',
  brokerKey: 'broker-1',
};

function storedSample(id: string, name = SAMPLE.name): StoredEnquiry {
  return { id, receivedAt: '2026-10-01T08:00:00.000Z', ...SAMPLE, name };
}

function freshDirectory(): string {
  return mkdtempSync(path.join(tmpdir(), 'enquiry-store-'));
}

describe('content store', () => {
  let directory: string;
  beforeEach(() => {
    vi.resetModules();
    directory = freshDirectory();
    vi.stubEnv('DATA_DIR', directory);
  });

  it('commits enquiries on its writer thread and reads them back in order', async () => {
    const { appendEnquiry } = await import('@/lib/embedded/content/store');
    const first = await appendEnquiry(SAMPLE);
    const second = await appendEnquiry({ ...SAMPLE, name: 'Lerato Khumalo' });
    const stored = readEnquiries(directory);
    expect(stored.map((enquiry) => enquiry.id)).toEqual([first.id, second.id]);
    expect(stored[1]).toEqual(second);
  });

  it('stores 50 concurrent enquiries once each', async () => {
    const { appendEnquiry } = await import('@/lib/embedded/content/store');
    const sent = await Promise.all(
      Array.from({ length: 50 }, (_, index) => appendEnquiry({ ...SAMPLE, name: `Visitor ${index}` })),
    );
    const ids = readEnquiries(directory).map((enquiry) => enquiry.id);
    expect(ids).toHaveLength(50);
    expect(new Set(ids)).toEqual(new Set(sent.map((enquiry) => enquiry.id)));
  });

  it('rejects an enquiry it cannot store, and stores the next once the folder is usable', async () => {
    const blocked = path.join(directory, 'not-a-folder');
    writeFileSync(blocked, '');
    vi.stubEnv('DATA_DIR', path.join(blocked, 'store'));
    const { appendEnquiry } = await import('@/lib/embedded/content/store');
    await expect(appendEnquiry(SAMPLE)).rejects.toThrow(/ENOTDIR/);
    rmSync(blocked);
    const stored = await appendEnquiry(SAMPLE);
    expect(readEnquiries(path.join(blocked, 'store')).map((enquiry) => enquiry.id)).toEqual([stored.id]);
  });
});

describe('SQLite content database', () => {
  it('imports an existing enquiries.jsonl once, leaving out a torn final line', () => {
    const directory = freshDirectory();
    const legacy = path.join(directory, 'enquiries.jsonl');
    const lines = [storedSample('e1'), { ...storedSample('e2', 'Lerato Khumalo'), brokerKey: undefined }]
      .map((enquiry) => JSON.stringify(enquiry))
      .join('\n');
    writeFileSync(legacy, `${lines}\n{"id":"torn","name":"Half`);

    expect(readEnquiries(directory)).toEqual([
      storedSample('e1'),
      { ...storedSample('e2', 'Lerato Khumalo'), brokerKey: '' },
    ]);
    expect(existsSync(legacy)).toBe(false);
    expect(existsSync(`${legacy}.imported`)).toBe(true);
    expect(readEnquiries(directory).map((enquiry) => enquiry.id)).toEqual(['e1', 'e2']);
  });

  it('adds nothing twice when an import is repeated after a crash before the rename', () => {
    const directory = freshDirectory();
    const legacy = path.join(directory, 'enquiries.jsonl');
    writeFileSync(legacy, `${JSON.stringify(storedSample('e1'))}\n`);
    expect(readEnquiries(directory)).toHaveLength(1);
    copyFileSync(`${legacy}.imported`, legacy);
    const database = openSqliteDatabase(directory);
    database.insert(storedSample('e2'));
    database.insert(storedSample('e1'));
    database.close();
    expect(readEnquiries(directory).map((enquiry) => enquiry.id)).toEqual(['e1', 'e2']);
  });
});

describe('formatEnquiriesCsv', () => {
  const enquiry: StoredEnquiry = { id: 'e1', receivedAt: '2026-11-01T08:00:00.000Z', ...SAMPLE };

  it('writes a header and one quoted-as-needed row per enquiry, marking those held for the desk', () => {
    const csv = formatEnquiriesCsv(
      [
        { ...enquiry, message: 'Two lines,\nwith "quotes"' },
        { ...enquiry, id: 'e2' },
      ],
      new Set(['e2']),
    );
    expect(csv).toBe(
      'id,receivedAt,source,name,email,phone,message,propertyKey,unitKey,brokerKey,held\r\n' +
        'e1,2026-11-01T08:00:00.000Z,property,Sipho Ndlovu,sipho@example.co.za,0825550147,' +
        '"Two lines,\nwith ""quotes""",p-0042,,broker-1,\r\n' +
        'e2,2026-11-01T08:00:00.000Z,property,Sipho Ndlovu,sipho@example.co.za,0825550147,' +
        'Is the ground floor still available?,p-0042,,broker-1,yes\r\n',
    );
  });

  it('neutralises spreadsheet formulas', () => {
    expect(formatEnquiriesCsv([{ ...enquiry, name: '=HYPERLINK("x")' }])).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
