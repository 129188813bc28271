import { describe, expect, it } from 'vitest';
import { longestWait } from '@/lib/async/deadline';
import {
  MAIL_DEADLINE_MS,
  MAIL_JOB_LEASE_MS,
  MAIL_LONGEST_RETRY_MS,
  MAX_MAIL_JOB_ATTEMPTS,
  mailRetryDelayMs,
  SMTP_CONNECTION_TIMEOUT_MS,
  SMTP_IDLE_TIMEOUT_MS,
} from '@/lib/mail/mail-job-policy';

describe('mail job policy', () => {
  it('doubles the wait after each failure, from 30 s up to an hour', () => {
    expect([1, 2, 3, 4].map(mailRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(mailRetryDelayMs(8)).toBe(MAIL_LONGEST_RETRY_MS);
    expect(mailRetryDelayMs(1000)).toBe(MAIL_LONGEST_RETRY_MS);
  });

  it('waits for a relay that is connected and silent over a message for the longest it may be', () => {
    expect(MAIL_DEADLINE_MS).toBeGreaterThan(SMTP_CONNECTION_TIMEOUT_MS + SMTP_IDLE_TIMEOUT_MS);
    // A relay that scans a message for half a minute before it answers is waited for.
    expect(SMTP_IDLE_TIMEOUT_MS).toBeGreaterThan(30_000);
  });

  it('outlasts a send with its lease, and keeps trying for about a day', () => {
    expect(MAIL_JOB_LEASE_MS).toBeGreaterThan(longestWait(MAIL_DEADLINE_MS));
    let total = 0;
    for (let attempt = 1; attempt < MAX_MAIL_JOB_ATTEMPTS; attempt += 1) total += mailRetryDelayMs(attempt);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});
