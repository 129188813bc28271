import { describe, expect, it, vi } from 'vitest';
import type { MailJob } from '@/lib/content';
import { drainMailJobs, type MailJobDrainServices } from '@/lib/mail/mail-job-drain';

function job(id: string): MailJob {
  return {
    id,
    kind: 'lead',
    attempts: 1,
    claimToken: `token-${id}`,
    enquiry: {
      id: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
      receivedAt: '2026-11-25T08:00:00.000Z',
      source: 'property',
      name: 'Sipho',
      email: 'sipho@example.co.za',
      phone: '',
      message: 'Hi',
      propertyKey: 'p-1',
      unitKey: '',
      recipientName: 'Thandiwe Nkosi',
      recipientEmail: 'thandiwe@example.co.za',
      listingName: 'Harbour View',
      webRef: 'RC-10042',
      listingPath: '/to-let/office/durban/umhlanga/harbour-view',
    },
  };
}

function services(queue: MailJob[], send: (to: string) => Promise<void>): MailJobDrainServices {
  return {
    claim: vi.fn(async () => queue.shift() ?? null),
    complete: vi.fn(async () => true),
    compose: vi.fn(async (claimed: MailJob) => ({
      to: { name: '', address: claimed.id },
      subject: 's',
      html: '',
      text: '',
    })),
    send: vi.fn(async (mail) => send(mail.to.address)),
  };
}

describe('drainMailJobs', () => {
  it('claims, sends and marks each job in turn until none is due', async () => {
    const sent: string[] = [];
    const drain = services([job('a'), job('b')], async (to) => void sent.push(to));
    expect(await drainMailJobs(drain)).toEqual({ sent: 2, failed: 0 });
    expect(sent).toEqual(['a', 'b']);
    expect(drain.complete).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), { sent: true });
    expect(drain.claim).toHaveBeenCalledTimes(3);
  });

  it('records a failed send for a later try and goes on with the next job', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const drain = services([job('a'), job('b')], async (to) => {
      if (to === 'a') throw new Error('ECONNREFUSED');
    });
    expect(await drainMailJobs(drain)).toEqual({ sent: 1, failed: 1 });
    expect(drain.complete).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), {
      sent: false,
      error: 'Error: ECONNREFUSED',
    });
  });

  it('stops at its bound, leaving the rest to the next drain', async () => {
    const drain = services([job('a'), job('b'), job('c')], async () => {});
    expect(await drainMailJobs(drain, 2)).toEqual({ sent: 2, failed: 0 });
  });
});
