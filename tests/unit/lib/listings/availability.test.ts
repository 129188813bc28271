import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_ON_NOTICE,
  availableNowFilter,
  describeAvailability,
  toAvailableTimestamp,
} from '@/lib/listings/availability';

describe('toAvailableTimestamp', () => {
  it('is 0 for immediately, the South African start of the day for a date, and after every date on notice', () => {
    expect(toAvailableTimestamp('Immediately', '2026-10-14')).toBe(0);
    expect(toAvailableTimestamp('Date', '2027-03-01')).toBe(Date.parse('2027-02-28T22:00:00Z') / 1000);
    expect(toAvailableTimestamp('Notice', '2027-01-01')).toBe(AVAILABLE_ON_NOTICE);
    expect(toAvailableTimestamp('Date', 'soon')).toBe(AVAILABLE_ON_NOTICE);
  });
});

describe('availableNowFilter', () => {
  it('takes what can be occupied by the end of the South African day', () => {
    const filter = availableNowFilter(Date.parse('2026-12-06T23:30:00+02:00'));
    expect(filter).toBe(`available_timestamp<=${Date.parse('2026-12-06T23:59:59+02:00') / 1000}`);
    const [, bound = ''] = filter.split('<=');
    expect(Number(bound)).toBeGreaterThanOrEqual(toAvailableTimestamp('Date', '2026-12-06'));
    expect(Number(bound)).toBeLessThan(toAvailableTimestamp('Date', '2026-12-07'));
  });
});

describe('describeAvailability', () => {
  it('says immediately, from a date as the site writes dates, or on notice', () => {
    expect(describeAvailability(0)).toBe('Available immediately');
    expect(describeAvailability(toAvailableTimestamp('Date', '2027-03-01'))).toBe(
      'Available from 01 March 2027',
    );
    expect(describeAvailability(AVAILABLE_ON_NOTICE)).toBe('Available on notice');
  });
});
