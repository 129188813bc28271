/** A `tel:` link for a number written for people ("011 555 0100" → "tel:0115550100"). */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A South African number as people write it: ten digits from 0, grouped as 011 555 0100 or
 * 0800 555 247, or from +27 (+27 11 555 0100). A longer run of digits (a price, a web ref) is none.
 */
const PHONE_NUMBER =
  /(?<![\d+])(?:(?:\+27 ?|0)\d{2}[ -]?\d{3}[ -]?\d{4}|0\d{3}[ -]?\d{3}[ -]?\d{3})(?![\d])/g;

export type PhoneTextPart = { kind: 'text'; text: string } | { kind: 'phone'; text: string };

/** Text cut into its phone numbers and the rest, in order, so each number can become a `tel:` link. */
export function splitPhoneNumbers(text: string): PhoneTextPart[] {
  const parts: PhoneTextPart[] = [];
  let copied = 0;
  for (const match of text.matchAll(PHONE_NUMBER)) {
    if (match.index > copied) parts.push({ kind: 'text', text: text.slice(copied, match.index) });
    parts.push({ kind: 'phone', text: match[0] });
    copied = match.index + match[0].length;
  }
  if (copied < text.length) parts.push({ kind: 'text', text: text.slice(copied) });
  return parts;
}

/**
 * A South African number as international digits without the plus, what wa.me wants: "082 555 0147",
 * "+27 82 555 0147", "+27 (0)82 555 0147" and "0027 82 555 0147" are all "27825550147". Null for
 * anything else (a number abroad, an extension, a typo).
 */
export function toSouthAfricanDigits(phone: string): string | null {
  const compact = phone.replace(/[\s().-]/g, '');
  const match = /^(?:(?:\+|00)?270?|0)([1-9]\d{8})$/.exec(compact);
  return match ? `27${match[1]}` : null;
}

// Cell numbers start 06, 07 or 081–084; 080 is toll-free, 086 share-call and 087 internet telephony.
const MOBILE_DIGITS = /^27(?:6\d|7\d|8[1-4])\d{7}$/;

/** Whether a number is a South African cell number, the kind WhatsApp reaches. */
export function isSouthAfricanMobile(phone: string): boolean {
  const digits = toSouthAfricanDigits(phone);
  return digits !== null && MOBILE_DIGITS.test(digits);
}
