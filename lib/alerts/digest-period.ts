/**
 * When an alert is due. A daily alert gets at most one digest per calendar day in South Africa, a
 * weekly one at most one per ISO week; the period's key names the (alert, period) row that a run
 * claims before sending, so a second run in the same period finds it taken. An instant alert mails
 * as soon as a listing matches, at most once an hour (`instant-alerts.ts`).
 */

export type AlertFrequency = 'instant' | 'daily' | 'weekly';

export type DigestFrequency = Exclude<AlertFrequency, 'instant'>;

export const ALERT_FREQUENCIES: readonly AlertFrequency[] = ['instant', 'daily', 'weekly'];

export const ALERT_TIME_ZONE = 'Africa/Johannesburg';

/** A delivery that failed is tried again on later runs of its period, this many times in all. */
export const MAX_DIGEST_ATTEMPTS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

const CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: ALERT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of `now` in South Africa. */
export function calendarDay(now: Date): string {
  return CALENDAR_DAY.format(now);
}

/** `YYYY-Www` (ISO 8601) of a calendar day: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstOfYear = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - firstOfYear) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export function digestPeriod(frequency: DigestFrequency, now: Date): string {
  const day = calendarDay(now);
  return frequency === 'daily' ? `day:${day}` : `week:${isoWeek(day)}`;
}

export type DigestStatus = 'claimed' | 'sent' | 'failed';

export interface DigestRecord {
  status: DigestStatus;
  attempts: number;
}

/**
 * Whether a run may send an alert's digest for a period, given the period's row so far. Sent: never
 * again. Claimed and never finished (a run crashed mid-send): not again either, as the message may
 * have left; the alert's watermark did not move, so the next period carries those listings. Failed
 * (the SMTP server refused or did not answer): again, a few times.
 */
export function decideDigestClaim(existing: DigestRecord | null): 'claim' | 'retry' | 'skip' {
  if (existing === null) return 'claim';
  if (existing.status === 'failed' && existing.attempts < MAX_DIGEST_ATTEMPTS) return 'retry';
  return 'skip';
}
