import { formatDate } from './date';

/**
 * How fresh a listing is, in words (SPEC §2's dates, DD MMMM YYYY): days counted as South Africa
 * counts them, in its one time zone all year (SAST, two hours ahead of UTC), whatever the clock of
 * the machine that renders.
 */

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in South Africa at an instant, as a count of days since 1 January 1970. */
export function southAfricanDayNumber(ms: number): number {
  return Math.floor((ms + SAST_OFFSET_MS) / DAY_MS);
}

/** The calendar day in South Africa at an instant, YYYY-MM-DD. */
export function southAfricanDay(ms: number): string {
  return new Date(southAfricanDayNumber(ms) * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a South African calendar day (YYYY-MM-DD) begins, in ms; NaN for no such day. */
export function startOfSouthAfricanDay(day: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00+02:00`) : NaN;
}

/** The last millisecond of the South African day an instant falls in. */
export function endOfSouthAfricanDay(ms: number): number {
  return (southAfricanDayNumber(ms) + 1) * DAY_MS - SAST_OFFSET_MS - 1;
}

/** Days a listing's age is said in words; from then on its date says it better. */
const RELATIVE_DAYS = 7;

/** "Updated 03 December 2026": true whenever it is read, so a cached page can carry it. */
export function describeUpdatedOn(updatedMs: number): string {
  return Number.isFinite(updatedMs) ? `Updated ${formatDate(southAfricanDay(updatedMs))}` : '';
}

/**
 * "Updated today", "Updated yesterday", "Updated 3 days ago", and from a week on the date. Counted
 * in whole days at `nowMs`: right only as long as that day lasts, so it is said where the clock is
 * the reader's own (components/property/updated-phrase.tsx), never in a cached page.
 */
export function describeUpdated(updatedMs: number, nowMs: number): string {
  if (!Number.isFinite(updatedMs)) return '';
  const days = southAfricanDayNumber(nowMs) - southAfricanDayNumber(updatedMs);
  if (days <= 0) return 'Updated today';
  if (days === 1) return 'Updated yesterday';
  return days < RELATIVE_DAYS ? `Updated ${days} days ago` : describeUpdatedOn(updatedMs);
}
