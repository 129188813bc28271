import { longestWait } from '@/lib/async/deadline';

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

/** Receipts one e-mail address gets in a day, however many enquiries name it: a stranger's address is not a target. */
export const MAX_RECEIPTS_PER_ADDRESS_PER_DAY = 5;

/** How often a server looks for jobs that are due again: retries, and claims a dead sender left. */
export const MAIL_DRAIN_INTERVAL_MS = 15_000;
