import { describe, expect, it } from 'vitest';
import { assertMailAddress, MailAddressError, toMailAddress } from '@/lib/mail/mail-address';

describe('toMailAddress', () => {
  it('gives nodemailer an object with the site’s name and a plain address', () => {
    expect(toMailAddress('sipho@example.co.za')).toEqual({ name: '', address: 'sipho@example.co.za' });
    expect(toMailAddress('thandiwe@ridgeway.co.za', 'Thandiwe Nkosi')).toEqual({
      name: 'Thandiwe Nkosi',
      address: 'thandiwe@ridgeway.co.za',
    });
    // A line break in a name would start a header of its own.
    expect(toMailAddress('a@example.com', 'Desk\r\nBcc: b@example.com').name).toBe('Desk Bcc: b@example.com');
  });

  it.each([
    'Win_R5000<victim@x.co.za',
    'victim@x.co.za(Call_0800123)',
    'Win <victim@x.co.za>',
    'victim@x.co.za, other@x.co.za',
    ' victim@x.co.za',
  ])('refuses %j', (typed) => {
    expect(() => toMailAddress(typed)).toThrow(MailAddressError);
    expect(() => assertMailAddress({ name: '', address: typed })).toThrow(MailAddressError);
  });
});
