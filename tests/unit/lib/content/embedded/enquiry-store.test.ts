import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatEnquiriesCsv } from '@/lib/content/embedded/enquiries-csv';
import type { StoredEnquiry } from '@/lib/content/embedded/enquiry-store';

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

describe('enquiry store', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('ENQUIRY_STORE_DIR', mkdtempSync(path.join(tmpdir(), 'enquiry-store-')));
  });

  it('appends enquiries as JSON lines that read back in order', async () => {
    const { appendEnquiry, getEnquiryStorePath } = await import('@/lib/content/embedded/enquiry-store');
    const { readEnquiries } = await import('@/lib/content/embedded/enquiry-reader');
    const first = appendEnquiry(SAMPLE);
    const second = appendEnquiry({ ...SAMPLE, name: 'Lerato Khumalo' });
    expect(readFileSync(getEnquiryStorePath(), 'utf8').trim().split('\n')).toHaveLength(2);
    expect(readEnquiries().map((enquiry) => enquiry.id)).toEqual([first.id, second.id]);
    expect(readEnquiries()[1]).toMatchObject({ name: 'Lerato Khumalo', receivedAt: second.receivedAt });
  });

  it('skips a torn final line left by a crash mid-write', async () => {
    const { appendEnquiry, getEnquiryStorePath } = await import('@/lib/content/embedded/enquiry-store');
    const { readEnquiries } = await import('@/lib/content/embedded/enquiry-reader');
    const kept = appendEnquiry(SAMPLE);
    appendFileSync(getEnquiryStorePath(), '{"id":"torn","name":"Half');
    expect(readEnquiries().map((enquiry) => enquiry.id)).toEqual([kept.id]);
  });
});

describe('formatEnquiriesCsv', () => {
  const enquiry: StoredEnquiry = { id: 'e1', receivedAt: '2026-11-01T08:00:00.000Z', ...SAMPLE };

  it('writes a header and one quoted-as-needed row per enquiry', () => {
    const csv = formatEnquiriesCsv([{ ...enquiry, message: 'Two lines,\nwith "quotes"' }]);
    expect(csv).toBe(
      'id,receivedAt,source,name,email,phone,message,propertyKey,unitKey,brokerKey\r\n' +
        'e1,2026-11-01T08:00:00.000Z,property,Sipho Ndlovu,sipho@example.co.za,0825550147,' +
        '"Two lines,\nwith ""quotes""",p-0042,,broker-1\r\n',
    );
  });

  it('neutralises spreadsheet formulas', () => {
    expect(formatEnquiriesCsv([{ ...enquiry, name: '=HYPERLINK("x")' }])).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
