import { formatDate } from '@/lib/format/date';
import { endOfSouthAfricanDay, southAfricanDay, startOfSouthAfricanDay } from '@/lib/format/freshness';

/**
 * When a listing's space can be occupied, as one number the index filters on
 * (`available_timestamp`, seconds since the epoch): 0 for "Immediately", the start of its day in
 * South Africa for "Date", and for "Notice" (or a date the record does not give) a time after every
 * date, so "available now" (`available_timestamp` up to the end of today) finds exactly what can be
 * moved into today, whenever it is asked.
 */

/** 31 December 9999: a space available only on notice is available on no day a search asks about. */
export const AVAILABLE_ON_NOTICE = 253_402_214_400;

export function toAvailableTimestamp(type: string, date: string): number {
  if (type === 'Immediately') return 0;
  const start = type === 'Date' ? startOfSouthAfricanDay(date) : NaN;
  return Number.isFinite(start) ? Math.floor(start / 1000) : AVAILABLE_ON_NOTICE;
}

/** The most `available_timestamp` of what is available now at an instant: the end of that South African day. */
export function availableNowBound(nowMs: number): number {
  return Math.floor(endOfSouthAfricanDay(nowMs) / 1000);
}

/** The numeric filter of "available now" at an instant: what can be occupied by the end of that day. */
export function availableNowFilter(nowMs: number): string {
  return `available_timestamp<=${availableNowBound(nowMs)}`;
}

/**
 * "Available immediately", "Available from 01 March 2027", "Available on notice". It reads the
 * record alone, no clock, so every page and card that shows it says the same and stays true: a
 * date that has passed still reads "from" it.
 */
export function describeAvailability(timestamp: number): string {
  if (!Number.isFinite(timestamp) || timestamp >= AVAILABLE_ON_NOTICE) return 'Available on notice';
  if (timestamp <= 0) return 'Available immediately';
  return `Available from ${formatDate(southAfricanDay(timestamp * 1000))}`;
}
