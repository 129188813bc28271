import { describe, expect, it } from 'vitest';
import type { MailJob } from '@/lib/content';
import { composeEnquiryMail } from '@/lib/enquiries/lead-mail';

const ENQUIRY: MailJob['enquiry'] = {
  id: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
  receivedAt: '2026-11-25T08:00:00.000Z',
  source: 'unit',
  name: 'Sipho Ndlovu',
  email: 'sipho@example.co.za',
  phone: '0825550147',
  message: 'Is the ground floor still available?\nWe need 20 bays.',
  propertyKey: 'p-0042',
  unitKey: 'u-7',
  recipientName: 'Thandiwe Nkosi',
  recipientEmail: 'thandiwe.nkosi@ridgewaycommercial.co.za',
  listingName: 'G01, Harbour View',
  webRef: 'RC-10042',
  listingPath: '/to-let/office/durban/umhlanga/harbour-view/g01',
};

function job(kind: MailJob['kind'], enquiry = ENQUIRY): MailJob {
  return { id: 'a1b2c3d4-0000-4000-8000-000000000001', kind, attempts: 1, claimToken: 't', enquiry };
}

/** Plain text wraps long lines; the words are what count. */
const words = (text: string) => text.replace(/\s+/g, ' ');

const COMPANY = ['Ridgeway Commercial (Pty) Ltd', 'Ridgeway House, 61 Katherine Street', '2004/018842/07'];

describe('the e-mails of an enquiry', () => {
  it('gives the broker the visitor’s words, the listing and the reference, with Reply-To the visitor', async () => {
    const mail = await composeEnquiryMail(job('lead'));
    expect(mail.to).toEqual({ name: 'Thandiwe Nkosi', address: 'thandiwe.nkosi@ridgewaycommercial.co.za' });
    // Named by the site (the reference), never by what the visitor typed as a name.
    expect(mail.replyTo).toEqual({ name: 'Enquiry 3F2A9C1E', address: 'sipho@example.co.za' });
    expect(mail.subject).toBe('Enquiry 3F2A9C1E: G01, Harbour View (RC-10042)');
    expect(mail.headers).toEqual({ 'X-Enquiry-Reference': '3F2A9C1E' });
    expect(mail.messageId).toBe('<a1b2c3d4-0000-4000-8000-000000000001@localhost>');
    for (const part of [
      'Sipho Ndlovu',
      'sipho@example.co.za',
      '0825550147',
      'We need 20 bays.',
      'RC-10042',
      ...COMPANY,
    ]) {
      expect(words(mail.text)).toContain(part);
    }
    expect(mail.html).toContain(
      'href="http://localhost:3000/to-let/office/durban/umhlanga/harbour-view/g01"',
    );
  });

  it('gives the visitor a receipt naming the broker and the reference, and nothing the visitor typed', async () => {
    const mail = await composeEnquiryMail(job('receipt'));
    expect(mail.to).toEqual({ name: '', address: 'sipho@example.co.za' });
    expect(mail.replyTo).toEqual({
      name: 'Thandiwe Nkosi',
      address: 'thandiwe.nkosi@ridgewaycommercial.co.za',
    });
    expect(mail.subject).toBe('Your enquiry 3F2A9C1E to Ridgeway Commercial');
    for (const part of ['Thandiwe Nkosi', '3F2A9C1E', 'G01, Harbour View', ...COMPANY]) {
      expect(words(mail.text)).toContain(part);
    }
    for (const typed of ['Sipho', 'ground floor', '0825550147'])
      expect(mail.text + mail.html).not.toContain(typed);
  });

  it('words a general enquiry for the desk', async () => {
    const general = {
      ...ENQUIRY,
      recipientName: 'Enquiry desk',
      listingName: '',
      webRef: '',
      listingPath: '',
    };
    expect((await composeEnquiryMail(job('lead', general))).subject).toBe(
      'Enquiry 3F2A9C1E: general enquiry',
    );
    const receipt = await composeEnquiryMail(job('receipt', general));
    expect(words(receipt.text)).toContain('Your enquiry went to our enquiry desk');
  });

  it('words a listing report for the desk, with no Reply-To when it leaves no address', async () => {
    const report = {
      ...ENQUIRY,
      source: 'report',
      name: '',
      email: '',
      phone: '',
      message: 'Reported: It has been let or sold\n\nThe agent said it went last week.',
      recipientName: 'Enquiry desk',
      recipientEmail: 'enquiries@ridgewaycommercial.co.za',
    };
    const mail = await composeEnquiryMail(job('lead', report));
    expect(mail.to).toEqual({ name: 'Enquiry desk', address: 'enquiries@ridgewaycommercial.co.za' });
    expect(mail.subject).toBe('Listing report 3F2A9C1E: G01, Harbour View (RC-10042)');
    expect(mail.replyTo).toBeUndefined();
    for (const part of ['A visitor reports a problem with', 'It has been let or sold', 'left no address']) {
      expect(words(mail.text)).toContain(part);
    }
    expect(words(mail.text)).not.toContain('E-mail:');
  });
  it.each(['Win_R5000<victim@x.co.za', 'victim@x.co.za(Call_0800123)'])(
    'never names %j, stored past the form’s checks, as a recipient: no receipt, a lead without Reply-To',
    async (typed) => {
      const { MailAddressError } = await import('@/lib/mail/mail-address');
      const enquiry = { ...ENQUIRY, name: 'Win R5000, call 0800 123', email: typed };
      await expect(composeEnquiryMail(job('receipt', enquiry))).rejects.toBeInstanceOf(MailAddressError);
      const lead = await composeEnquiryMail(job('lead', enquiry));
      expect(lead.to).toEqual({ name: 'Thandiwe Nkosi', address: 'thandiwe.nkosi@ridgewaycommercial.co.za' });
      expect(lead.replyTo).toBeUndefined();
      // The broker still reads what was typed, as text, not a link.
      expect(words(lead.text)).toContain(typed);
      expect(lead.html).not.toContain('mailto:');
    },
  );
});
