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
