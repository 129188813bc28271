import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { headers } from 'next/headers';

vi.mock('next/headers', () => ({ headers: vi.fn() }));
// The mail is only queued here; the drain that would send it is not run.
vi.mock('next/server', () => ({ after: vi.fn() }));

const VICTIM = 'victim@x.co.za';
const storeDir = mkdtempSync(path.join(tmpdir(), 'enquiry-caps-'));

/** One post of the contact form, from `client` behind the one load balancer TRUSTED_PROXY_HOPS names. */
async function sendFrom(client: string, email: string) {
  // The client as the load balancer appended it, then the balancer as this server appended it.
  vi.mocked(headers).mockResolvedValue(new Headers({ 'x-forwarded-for': `${client}, 10.0.0.2` }));
  const { submitEnquiryAction } = await import('@/lib/enquiries/submit-enquiry-action');
  const { INITIAL_ENQUIRY_FORM_STATE } = await import('@/lib/enquiries/form-state');
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Naledi Mokoena',
    email,
    message: 'Please call me about the offices.',
    source: 'contact',
  }))
    form.set(name, value);
  return submitEnquiryAction(INITIAL_ENQUIRY_FORM_STATE, form);
}

function mailJobs(): Array<{ kind: string; email: string }> {
  const database = new Database(path.join(storeDir, 'content.sqlite'), { readonly: true });
  try {
    return database
      .prepare('SELECT j.kind, e.email FROM mail_jobs j JOIN enquiries e ON e.id = j.enquiry_id')
      .all() as Array<{ kind: string; email: string }>;
  } finally {
    database.close();
  }
}

describe('enquiries aimed at one address from many client addresses, through the content service', () => {
  beforeAll(() => {
    vi.stubEnv('DATA_DIR', storeDir);
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    vi.stubEnv('ENQUIRY_DESK_EMAIL', 'enquiries@ridgewaycommercial.co.za');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('sends one address 3 receipts however many clients send 20 enquiries naming it, and holds the desk’s leads past its hour', async () => {
    const spellings = [VICTIM, 'Victim@X.co.za', ' VICTIM@x.co.za '];
    for (let client = 1; client <= 20; client += 1) {
      const state = await sendFrom(`203.0.113.${client}`, spellings[client % 3] ?? VICTIM);
      // Each client is a new visitor to the rate limit (5 in ten minutes): all 20 are stored.
      expect(state, `enquiry ${client}`).toMatchObject({ status: 'success' });
    }
    const jobs = mailJobs();
    expect(jobs.filter((job) => job.kind === 'receipt')).toHaveLength(3);
    // The desk's hourly cap (LEAD_MAILS_PER_BROKER_PER_HOUR, 10): the rest are stored and held.
    expect(jobs.filter((job) => job.kind === 'lead')).toHaveLength(10);
    const { readEnquiryExport } = await import('@/lib/embedded/content/enquiry-reader');
    const { enquiries, held } = await readEnquiryExport(undefined, storeDir);
    expect(enquiries).toHaveLength(20);
    expect(held.size).toBe(10);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/held for the desk, not mailed/));
  }, 60_000);

  it.each(['Win_R5000<victim@x.co.za', 'victim@x.co.za(Call_0800123)'])(
    'refuses %j in the form, and in the content service when sent to it directly',
    async (typed) => {
      const state = await sendFrom('198.51.100.77', typed);
      expect(state).toMatchObject({
        status: 'error',
        fieldErrors: { email: 'Please enter a valid email address.' },
      });
      const { submitEnquiry, saveSearchAlert } = await import('@/lib/content');
      await expect(
        submitEnquiry({ name: 'Win', email: typed, phone: '', message: 'Hello', source: 'contact' }),
      ).rejects.toMatchObject({ code: 'bad_request', message: 'Please enter a valid email address.' });
      await expect(
        saveSearchAlert({
          email: typed,
          addressId: 'a'.repeat(32),
          stateKey: 'city=Durban',
          frequency: 'daily',
        }),
      ).rejects.toMatchObject({ code: 'bad_request', message: 'Please enter a valid email address.' });
      expect(mailJobs().filter((job) => job.email === typed)).toEqual([]);
    },
  );
});
