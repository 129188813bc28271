import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const transport = vi.hoisted(() => ({
  sendMail: vi.fn<(message: Record<string, unknown>) => Promise<{ message: Buffer }>>(async () => ({
    message: Buffer.from(''),
  })),
}));
vi.mock('nodemailer', () => ({ default: { createTransport: () => transport } }));

const MAIL = { subject: 'Your enquiry', html: '<p>Thanks</p>', text: 'Thanks' };

describe('sendMail', () => {
  beforeEach(() => {
    vi.stubEnv('MAIL_OUTBOX_DIR', mkdtempSync(path.join(tmpdir(), 'outbox-')));
    transport.sendMail.mockClear();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('hands nodemailer the recipient as an object with a plain address', async () => {
    const { sendMail } = await import('@/lib/mail/mail-transport');
    await sendMail({
      ...MAIL,
      to: { name: '', address: 'sipho@example.co.za' },
      replyTo: { name: 'Thandiwe Nkosi', address: 'thandiwe@ridgeway.co.za' },
    });
    expect(transport.sendMail).toHaveBeenCalledTimes(1);
    expect(transport.sendMail.mock.calls[0]?.[0]).toMatchObject({
      to: { name: '', address: 'sipho@example.co.za' },
      replyTo: { name: 'Thandiwe Nkosi', address: 'thandiwe@ridgeway.co.za' },
    });
  });

  it.each(['Win_R5000<victim@x.co.za', 'victim@x.co.za(Call_0800123)'])(
    'never hands nodemailer %j, as a recipient or a Reply-To, however the mail was built',
    async (typed) => {
      const { sendMail } = await import('@/lib/mail/mail-transport');
      const { MailAddressError } = await import('@/lib/mail/mail-address');
      await expect(sendMail({ ...MAIL, to: { name: '', address: typed } })).rejects.toBeInstanceOf(
        MailAddressError,
      );
      await expect(
        sendMail({
          ...MAIL,
          to: { name: '', address: 'sipho@example.co.za' },
          replyTo: { name: 'Visitor', address: typed },
        }),
      ).rejects.toBeInstanceOf(MailAddressError);
      expect(transport.sendMail).not.toHaveBeenCalled();
    },
  );
});
