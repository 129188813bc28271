import 'server-only';
import { isIP } from 'node:net';
import {
  SAMPLE_ENQUIRY_DESK_EMAIL,
  SAMPLE_HEAD_OFFICE_LINES,
  SAMPLE_REGISTRATION_NUMBER,
  sampleLegalName,
} from '@/lib/company-defaults';
import { publicConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/server-config';
import { isPlainMailbox } from '@/lib/validation/validators';

/**
 * Who the site's e-mails come from and whom they name: the sender, the enquiry desk, and the
 * company's legal identity every message carries (POPIA s69: the sender's identity and contact details).
 */

/** Raised when mail must not go out as configured; the message names the variable to set. */
export class MailConfigError extends Error {
  override readonly name = 'MailConfigError';
}

/** The domain the site's own addresses use: the host of NEXT_PUBLIC_SITE_URL without `www.`. */
export function mailDomainOf(siteUrl: string): string {
  return new URL(siteUrl).hostname.replace(/^www\./, '');
}

/** True while NEXT_PUBLIC_SITE_URL names this machine by name (its default), as no recipient can open. */
export function siteUrlNamesLocalhost(siteUrl: string = publicConfig.siteUrl): boolean {
  const host = new URL(siteUrl).hostname;
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * Mail over SMTP reaches real people, whose links must open the real site: refused while the site
 * URL is localhost. (A loopback address such as 127.0.0.1 is taken as deliberate: the tests' servers.)
 */
export function assertSiteUrlForSmtp(siteUrl: string = publicConfig.siteUrl): void {
  if (!siteUrlNamesLocalhost(siteUrl)) return;
  throw new MailConfigError(
    `NEXT_PUBLIC_SITE_URL is ${siteUrl}, so every link in an e-mail would lead to localhost: set NEXT_PUBLIC_SITE_URL to the site's public address (and rebuild) before sending e-mail over SMTP_URL.`,
  );
}

export interface MailAddress {
  name: string;
  address: string;
}

/** MAIL_FROM, else the brand at no-reply@ the site's domain. */
export function senderAddress(): string | MailAddress {
  const { mailFrom } = getServerConfig();
  return (
    mailFrom ?? { name: publicConfig.brandName, address: `no-reply@${mailDomainOf(publicConfig.siteUrl)}` }
  );
}

/** How mails name the enquiry desk. */
export const ENQUIRY_DESK_NAME = 'Enquiry desk';

/** True while NEXT_PUBLIC_SITE_URL names this machine (by name or address), not a domain mail can reach. */
function siteUrlNamesThisMachine(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '');
  return siteUrlNamesLocalhost(siteUrl) || isIP(host) !== 0;
}

/**
 * Where general enquiries go: ENQUIRY_DESK_EMAIL, else enquiries@ the site's domain, else (the site
 * names this machine, as the defaults do) the sample company's desk, so a fresh start takes them too.
 */
export function enquiryDeskAddress(): string {
  const configured = getServerConfig().enquiryDeskEmail;
  if (configured) return configured;
  const { siteUrl } = publicConfig;
  return siteUrlNamesThisMachine(siteUrl) ? SAMPLE_ENQUIRY_DESK_EMAIL : `enquiries@${mailDomainOf(siteUrl)}`;
}

/**
 * Why the derived enquiry desk would be refused by the content service (which checks every recipient
 * as the forms check an address), naming the variable to set; null when it is accepted. A configured
 * ENQUIRY_DESK_EMAIL meets the same rule in its schema.
 */
export function enquiryDeskProblem(): string | null {
  const address = enquiryDeskAddress();
  if (isPlainMailbox(address)) return null;
  return `ENQUIRY_DESK_EMAIL is not set, and ${address} (from NEXT_PUBLIC_SITE_URL) is not an address general enquiries can go to: set ENQUIRY_DESK_EMAIL.`;
}

export interface CompanyIdentity {
  legalName: string;
  postalAddress: string;
  registration: string;
}

export function companyIdentity(): CompanyIdentity {
  const config = getServerConfig();
  return {
    legalName: config.companyLegalName ?? sampleLegalName(publicConfig.brandName),
    postalAddress: config.companyPostalAddress ?? SAMPLE_HEAD_OFFICE_LINES.join(', '),
    registration: config.companyRegistration ?? `Company registration number ${SAMPLE_REGISTRATION_NUMBER}`,
  };
}

/** What a production start should warn about: settings still at a default no real recipient can use. */
export function mailSettingsToReview(): string[] {
  const config = getServerConfig();
  const warnings: string[] = [];
  if (siteUrlNamesLocalhost()) {
    warnings.push(
      `NEXT_PUBLIC_SITE_URL is ${publicConfig.siteUrl}: links in e-mails, brochures, canonical URLs and JSON-LD name localhost, and no e-mail is sent over SMTP. Set it to the site's public address and rebuild.`,
    );
  }
  const unset = [
    ['COMPANY_LEGAL_NAME', config.companyLegalName],
    ['COMPANY_POSTAL_ADDRESS', config.companyPostalAddress],
    ['COMPANY_REGISTRATION', config.companyRegistration],
  ].filter(([, value]) => value === undefined);
  if (unset.length > 0) {
    warnings.push(
      `${unset.map(([name]) => name).join(', ')} not set: e-mails carry the sample company's details.`,
    );
  }
  return warnings;
}
