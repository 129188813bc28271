import { describe, expect, it } from 'vitest';
import { formatPeriod, retentionCutoffs } from '@/lib/privacy/retention';

describe('retention', () => {
  it('deletes enquiries by calendar months and unconfirmed alerts by days', () => {
    const cutoffs = retentionCutoffs(new Date('2026-11-25T08:00:00Z'), {
      enquiryMonths: 24,
      unconfirmedAlertDays: 7,
    });
    expect(cutoffs.enquiries.toISOString()).toBe('2024-11-25T08:00:00.000Z');
    expect(cutoffs.unconfirmedAlerts.toISOString()).toBe('2026-11-18T08:00:00.000Z');
  });

  it('words a period', () => {
    expect(formatPeriod(24, 'month')).toBe('24 months');
    expect(formatPeriod(1, 'day')).toBe('1 day');
  });
});
