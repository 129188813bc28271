import { isSouthAfricanMobile, toSouthAfricanDigits, toTelHref } from '@/lib/format/phone';

/**
 * Who a phone's contact bar on a listing reaches (components/property/contact-bar.tsx): the first
 * of the listing's brokers with a cell number, by call and by WhatsApp, which South African
 * brokers answer; a listing without one gets the company's desk, by WhatsApp only when that
 * number is a cell number too.
 */

export interface ContactCandidate {
  name: string;
  /** The number as written for people ("082 555 0147"); empty when there is none. */
  phone: string;
}

export interface ContactLine {
  /** Whom a press reaches, for the buttons' names: a broker's name, or the desk's. */
  name: string;
  telHref: string;
  /** Null when the number is no cell number: WhatsApp reaches none other. */
  whatsAppHref: string | null;
}

export interface WhatsAppListing {
  name: string;
  webRef: string;
  /** The listing's absolute address, so the broker opens the same page. */
  url: string;
}

/** The message a WhatsApp press starts with: the listing by name, web ref and address. */
export function whatsAppMessage({ name, webRef, url }: WhatsAppListing): string {
  return `Hello, I am interested in ${name} (web ref ${webRef}): ${url}`;
}

/** WhatsApp's click-to-chat link (wa.me) to international digits, the message filled in. */
export function buildWhatsAppHref(digits: string, message: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** The line of the first broker with a cell number, else the desk's; null when neither has a number. */
export function chooseContactLine(
  brokers: readonly ContactCandidate[],
  desk: ContactCandidate | null,
  listing: WhatsAppListing,
): ContactLine | null {
  const broker = brokers.find((candidate) => isSouthAfricanMobile(candidate.phone));
  const contact = broker ?? (desk && toSouthAfricanDigits(desk.phone) ? desk : null);
  if (!contact) return null;
  const digits = toSouthAfricanDigits(contact.phone);
  return {
    name: contact.name,
    telHref: toTelHref(contact.phone),
    whatsAppHref:
      digits && isSouthAfricanMobile(contact.phone)
        ? buildWhatsAppHref(digits, whatsAppMessage(listing))
        : null,
  };
}
