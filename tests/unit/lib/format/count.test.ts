import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/format/count';

describe('formatCount', () => {
  it('groups thousands with a no-break space', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(418)).toBe('418');
    expect(formatCount(1250)).toBe('1\u00a0250');
    expect(formatCount(12_345_678)).toBe('12\u00a0345\u00a0678');
    expect(formatCount(-4500)).toBe('-4\u00a0500');
  });

  it('writes what en-ZA number formatting writes for whole numbers', () => {
    for (const count of [7, 999, 1000, 65_536, 1_000_000, 987_654_321, -1001]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-ZA'));
    }
  });
});
