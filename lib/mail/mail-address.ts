import { isPlainMailbox } from '@/lib/validation/validators';
import type { MailAddress } from './mail-identity';

/**
 * The addresses every e-mail names, as nodemailer gets them: `{ name, address }` objects, never a
 * string it would parse. A typed `Win_R5000<victim@x.co.za` or `victim@x.co.za(Call_0800123)` is a
 * display name or comment around someone else's address; as an object whose address must be plain,
 * it reaches nobody. The name is always the site's own words (a broker from the index, the brand).
 */

/** Raised when an address given to a mail is not a plain `local@domain`: that mail is not sent. */
export class MailAddressError extends Error {
  override readonly name = 'MailAddressError';
}

/** One line of the site's own words: a line break in a header would start another header. */
function toDisplayName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** `{ name, address }` for nodemailer; refuses (MailAddressError) an address that is not a plain local@host. */
export function toMailAddress(address: string, name = ''): MailAddress {
  if (!isPlainMailbox(address)) {
    throw new MailAddressError(
      'An e-mail names an address that is not a plain local@domain; it is not sent.',
    );
  }
  return { name: toDisplayName(name), address };
}

/** The address again, as the last step before nodemailer: whatever built the mail, nothing else gets through. */
export function assertMailAddress(recipient: MailAddress): MailAddress {
  return toMailAddress(recipient.address, recipient.name);
}
