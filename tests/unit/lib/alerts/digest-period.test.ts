import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  decideDigestClaim,
  digestPeriod,
  isoWeek,
  MAX_DIGEST_ATTEMPTS,
} from '@/lib/alerts/digest-period';

describe('digest periods', () => {
  it('counts days in South Africa, not UTC', () => {
    expect(calendarDay(new Date('2026-11-25T21:59:59Z'))).toBe('2026-11-25');
    expect(calendarDay(new Date('2026-11-25T22:00:00Z'))).toBe('2026-11-26');
    expect(digestPeriod('daily', new Date('2026-11-25T22:30:00Z'))).toBe('day:2026-11-26');
  });

  it('uses ISO weeks, across a year end', () => {
    expect(isoWeek('2026-11-25')).toBe('2026-W48');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(digestPeriod('weekly', new Date('2026-11-29T21:00:00Z'))).toBe('week:2026-W48');
    expect(digestPeriod('weekly', new Date('2026-11-29T22:00:00Z'))).toBe('week:2026-W49');
  });
});

describe('decideDigestClaim', () => {
  it('claims a period once; a sent or crashed claim is never sent again', () => {
    expect(decideDigestClaim(null)).toBe('claim');
    expect(decideDigestClaim({ status: 'sent', attempts: 1 })).toBe('skip');
    expect(decideDigestClaim({ status: 'claimed', attempts: 1 })).toBe('skip');
  });

  it('retries a failed delivery a bounded number of times', () => {
    expect(decideDigestClaim({ status: 'failed', attempts: 1 })).toBe('retry');
    expect(decideDigestClaim({ status: 'failed', attempts: MAX_DIGEST_ATTEMPTS })).toBe('skip');
  });
});
