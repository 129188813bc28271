// Relative: lib/server-env.ts reads its defaults, and next.config.ts loads that without the @ alias.
import { longestWait } from '../async/deadline';

/**
 * How the mail jobs of enquiries are claimed and retried. A job is claimed for a lease; a sender
 * that dies mid-send leaves its claim, which another drain takes over once the lease has run out.
 * So the lease outlasts the longest a send may take (its deadline) with room to record the outcome.
 */

/** A hung SMTP server costs one message this long at most, never the run. */
export const MAIL_DEADLINE_MS = 20_000;

export const MAIL_JOB_LEASE_MS = longestWait(MAIL_DEADLINE_MS) + 25_000;

/** After the first failure; each further failure doubles it, up to an hour. */
export const MAIL_FIRST_RETRY_MS = 30_000;
export const MAIL_LONGEST_RETRY_MS = 60 * 60_000;

/** About a day of tries (30 s, 1 min, 2 min … then hourly); after that a job is abandoned and logged. */
export const MAX_MAIL_JOB_ATTEMPTS = 30;

/** How long to wait before the next try of a job that has failed `attempts` times (1 or more). */
export function mailRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(MAIL_LONGEST_RETRY_MS, MAIL_FIRST_RETRY_MS * 2 ** doublings);
}

/**
 * Receipts one e-mail address (trimmed and lower-cased) gets in 24 hours, however many enquiries
 * from however many clients name it: a stranger's address is not a target.
 */
export const MAX_RECEIPTS_PER_ADDRESS_PER_DAY = 3;

/** RECEIPTS_PER_HOUR unset: receipts to every address together in an hour. */
export const DEFAULT_RECEIPTS_PER_HOUR = 50;

/** LEAD_MAILS_PER_BROKER_PER_HOUR unset: lead e-mails to one recipient (a broker, the desk) in an hour. */
export const DEFAULT_LEAD_MAILS_PER_BROKER_PER_HOUR = 10;

/** The hourly caps on an enquiry's mail, from the server's settings (lib/server-config.ts). */
export interface EnquiryMailCaps {
  receiptsPerHour: number;
  leadMailsPerBrokerPerHour: number;
}

export const DEFAULT_ENQUIRY_MAIL_CAPS: EnquiryMailCaps = {
  receiptsPerHour: DEFAULT_RECEIPTS_PER_HOUR,
  leadMailsPerBrokerPerHour: DEFAULT_LEAD_MAILS_PER_BROKER_PER_HOUR,
};

/** What the store counted when an enquiry came in, before its own mail. */
export interface EnquiryMailCounts {
  /** Receipts queued for the visitor's address in the last 24 hours. */
  receiptsToAddress: number;
  /** Receipts queued for any address in the last hour. */
  receiptsThisHour: number;
  /** Lead e-mails queued for the enquiry's recipient in the last hour. */
  leadsToRecipient: number;
  /** The visitor's address is a plain local@domain (lib/validation/validators.ts). */
  plainAddress: boolean;
}

/**
 * What an enquiry's mail becomes. A lead past its recipient's hourly cap is `held`: the enquiry is
 * stored, no e-mail is queued, and the desk finds it in `npm run enquiries` (column `held`), so a
 * flood of made-up enquiries cannot bury a broker's inbox and no lead is lost. A receipt is left
 * out past the address's day or the hour's budget, or for an address that is not plain.
 */
export interface EnquiryMailPlan {
  lead: 'queued' | 'held';
  receipt: 'queued' | 'address-limit' | 'hourly-budget' | 'not-an-address';
}

export function planEnquiryMail(counts: EnquiryMailCounts, caps: EnquiryMailCaps): EnquiryMailPlan {
  const lead = counts.leadsToRecipient < caps.leadMailsPerBrokerPerHour ? 'queued' : 'held';
  if (!counts.plainAddress) return { lead, receipt: 'not-an-address' };
  if (counts.receiptsToAddress >= MAX_RECEIPTS_PER_ADDRESS_PER_DAY) return { lead, receipt: 'address-limit' };
  if (counts.receiptsThisHour >= caps.receiptsPerHour) return { lead, receipt: 'hourly-budget' };
  return { lead, receipt: 'queued' };
}

/** How often a server looks for jobs that are due again: retries, and claims a dead sender left. */
export const MAIL_DRAIN_INTERVAL_MS = 15_000;
