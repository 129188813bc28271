import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSlowRelay, type SlowRelay } from '@/tests/unit/support/slow-relay';

// The transport's figures, shortened: a relay silent for longer than the deadline, within its idle bound.
vi.mock('@/lib/mail/mail-job-policy', async (original) => ({
  ...(await original<typeof import('@/lib/mail/mail-job-policy')>()),
  SMTP_CONNECTION_TIMEOUT_MS: 1_000,
  SMTP_IDLE_TIMEOUT_MS: 10_000,
  MAIL_DEADLINE_MS: 1_500,
}));

const MAIL = {
  to: { name: 'Thandiwe Nkosi', address: 'thandiwe.nkosi@ridgewaycommercial.co.za' },
  subject: 'Enquiry',
  html: '<p>Hi</p>',
  text: 'Hi',
};

let relay: SlowRelay | undefined;

afterEach(async () => {
  await relay?.close();
  vi.unstubAllEnvs();
});

async function loadTransport(port: number) {
  vi.resetModules();
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'http://127.0.0.1:3000');
  return import('@/lib/mail/mail-transport');
}

describe('sendMail over SMTP', () => {
  it('destroys the connection at the deadline, so no answer to that try can still come', async () => {
    relay = await startSlowRelay(5_000);
    const { sendMail } = await loadTransport(relay.port);
    const started = Date.now();
    await expect(sendMail({ ...MAIL, messageId: '<job-1@127.0.0.1>' })).rejects.toMatchObject({
      name: 'DeadlineExceededError',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(relay.messages.map((message) => message.messageId)).toEqual(['<job-1@127.0.0.1>']);
    // The relay sees the connection go at once, long before its own answer or the idle bound.
    await vi.waitFor(() => expect(relay?.openConnections()).toBe(0), { timeout: 500, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(relay.messages[0]?.answered).toBe(false);
  });

  it('waits for a relay that answers within the deadline, and keeps the given Message-ID', async () => {
    relay = await startSlowRelay(800);
    const { sendMail } = await loadTransport(relay.port);
    await sendMail({ ...MAIL, messageId: '<job-2@127.0.0.1>' });
    expect(relay.messages).toMatchObject([{ messageId: '<job-2@127.0.0.1>', answered: true }]);
  });
});
