import { describe, expect, it } from 'vitest';
import {
  describeUpdated,
  describeUpdatedOn,
  endOfSouthAfricanDay,
  southAfricanDay,
  startOfSouthAfricanDay,
} from '@/lib/format/freshness';

const at = (iso: string) => Date.parse(iso);

describe('South African days', () => {
  it('counts days as South Africa does, two hours ahead of UTC', () => {
    expect(southAfricanDay(at('2026-12-05T21:59:59Z'))).toBe('2026-12-05');
    expect(southAfricanDay(at('2026-12-05T22:00:00Z'))).toBe('2026-12-06');
    expect(startOfSouthAfricanDay('2026-12-06')).toBe(at('2026-12-05T22:00:00Z'));
    expect(endOfSouthAfricanDay(at('2026-12-06T12:00:00Z'))).toBe(at('2026-12-06T21:59:59.999Z'));
    expect(startOfSouthAfricanDay('6 December')).toBeNaN();
  });
});

describe('describeUpdated', () => {
  const now = at('2026-12-06T10:00:00+02:00');

  it('says today, yesterday and a few days ago in whole South African days', () => {
    expect(describeUpdated(at('2026-12-06T00:30:00+02:00'), now)).toBe('Updated today');
    // 23:30 in Johannesburg the evening before is yesterday, though it is the same day in UTC.
    expect(describeUpdated(at('2026-12-05T23:30:00+02:00'), now)).toBe('Updated yesterday');
    expect(describeUpdated(at('2026-12-03T09:00:00Z'), now)).toBe('Updated 3 days ago');
    expect(describeUpdated(at('2026-11-30T08:00:00Z'), now)).toBe('Updated 6 days ago');
  });

  it('gives the date from a week on, as the site writes dates', () => {
    expect(describeUpdated(at('2026-11-29T08:00:00Z'), now)).toBe('Updated 29 November 2026');
    expect(describeUpdated(at('2025-03-01T08:00:00Z'), now)).toBe('Updated 01 March 2025');
  });

  it('reads a time ahead of the clock as today, and no time as nothing', () => {
    expect(describeUpdated(at('2026-12-07T08:00:00Z'), now)).toBe('Updated today');
    expect(describeUpdated(Number.NaN, now)).toBe('');
  });
});

describe('describeUpdatedOn', () => {
  it('names the South African day, whatever the clock', () => {
    expect(describeUpdatedOn(at('2026-12-02T23:15:00Z'))).toBe('Updated 03 December 2026');
    expect(describeUpdatedOn(Number.NaN)).toBe('');
  });
});
