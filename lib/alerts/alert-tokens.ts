import { createHmac } from 'node:crypto';
import { isSameSecret } from '@/lib/security/bearer-token';
import { normaliseEmailAddress } from '@/lib/validation/validators';

/**
 * Signed, expiring links of the alert e-mails. A token is `{purpose}.{subject}.{expiry}.{mac}`,
 * the MAC an HMAC-SHA256 of the rest under the server's alerts secret, base64url. The purpose is
 * signed too, so a confirmation link can never delete and a manage link (whose subject is an
 * address id, never the address) reaches that address's alerts only.
 */

export type AlertTokenPurpose = 'confirm' | 'unsubscribe' | 'manage';

const PURPOSES: readonly AlertTokenPurpose[] = ['confirm', 'unsubscribe', 'manage'];

const DAY_SECONDS = 24 * 60 * 60;

/** How long each link works: an unconfirmed alert is deleted after its link expires. */
export const TOKEN_LIFETIME_SECONDS: Record<AlertTokenPurpose, number> = {
  confirm: 7 * DAY_SECONDS,
  unsubscribe: 90 * DAY_SECONDS,
  manage: 30 * DAY_SECONDS,
};

/** Longer than any token this module makes; a longer one is refused before any work. */
export const MAX_TOKEN_LENGTH = 200;
const SUBJECT = /^[A-Za-z0-9-]{1,64}$/;

function mac(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signAlertToken(
  purpose: AlertTokenPurpose,
  subject: string,
  secret: string,
  now: Date = new Date(),
): string {
  if (!SUBJECT.test(subject)) throw new Error('A token subject is an id: letters, digits and dashes.');
  const expiry = Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_SECONDS[purpose];
  const payload = `${purpose}.${subject}.${expiry.toString(36)}`;
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

export type AlertTokenCheck =
  { ok: true; subject: string } | { ok: false; reason: 'invalid' | 'expired' | 'wrong-purpose' };

/** The token's subject when it is genuine, unexpired and made for `purpose`; the MAC is compared in constant time. */
export function verifyAlertToken(
  token: string,
  purpose: AlertTokenPurpose,
  secret: string,
  now: Date = new Date(),
): AlertTokenCheck {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'invalid' };
  const [given, subject = '', expiryText = '', signature = ''] = parts;
  const expected = mac(parts.slice(0, 3).join('.'), secret);
  if (!isSameSecret(signature, expected.toString('base64url'))) {
    return { ok: false, reason: 'invalid' };
  }
  if (!PURPOSES.includes(given as AlertTokenPurpose) || !SUBJECT.test(subject)) {
    return { ok: false, reason: 'invalid' };
  }
  if (given !== purpose) return { ok: false, reason: 'wrong-purpose' };
  const expiry = Number.parseInt(expiryText, 36);
  if (!Number.isFinite(expiry) || expiry * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subject };
}

/**
 * The id of an e-mail address in links and in the store's index: a keyed hash, so a link names
 * no address and nobody without the secret can tell which address an id stands for.
 */
export function addressIdOf(email: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`address:${normaliseEmailAddress(email)}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * The id of a client network (an IPv4 address or an IPv6 /48, lib/enquiries/client-ip.ts) in the
 * content service's count of confirmation e-mails: keyed like an address id, so the store keeps no
 * network address.
 */
export function clientIdOf(network: string, secret: string): string {
  return createHmac('sha256', secret).update(`client:${network}`).digest('hex').slice(0, 32);
}
