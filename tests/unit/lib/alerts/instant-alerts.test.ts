import { describe, expect, it } from 'vitest';
import { MAX_DIGEST_ATTEMPTS } from '@/lib/alerts/digest-period';
import {
  decideInstantClaim,
  INSTANT_ALERT_GAP_MS,
  instantPeriod,
  isInstantPeriod,
  selectInstantAlerts,
} from '@/lib/alerts/instant-alerts';

const NOW = Date.parse('2026-12-06T08:15:42Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;

describe('instantPeriod', () => {
  it('names the minute of the claim, which the content service accepts as a period', () => {
    expect(instantPeriod(new Date(NOW))).toBe('instant:2026-12-06T08:15');
    expect(isInstantPeriod('instant:2026-12-06T08:15')).toBe(true);
    for (const other of ['day:2026-12-06', 'week:2026-W49', 'instant:2026-12-06', 'instant:soon']) {
      expect(isInstantPeriod(other), other).toBe(false);
    }
  });
});

describe('decideInstantClaim', () => {
  it('claims an alert with no mail in the last hour', () => {
    expect(decideInstantClaim([], NOW)).toBe('claim');
    expect(decideInstantClaim([{ status: 'sent', updatedAt: ago(INSTANT_ALERT_GAP_MS + 1) }], NOW)).toBe(
      'claim',
    );
  });

  it('holds an alert for an hour after a mail sent, or claimed by a run that may have sent it', () => {
    expect(decideInstantClaim([{ status: 'sent', updatedAt: ago(59 * MINUTE) }], NOW)).toBe('skip');
    expect(decideInstantClaim([{ status: 'claimed', updatedAt: ago(5 * MINUTE) }], NOW)).toBe('skip');
  });

  it('tries failed mail again, as often in an hour as a digest is tried', () => {
    const failures = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        status: 'failed' as const,
        updatedAt: ago(index * MINUTE),
      }));
    expect(decideInstantClaim(failures(MAX_DIGEST_ATTEMPTS - 1), NOW)).toBe('claim');
    expect(decideInstantClaim(failures(MAX_DIGEST_ATTEMPTS), NOW)).toBe('skip');
  });
});

describe('selectInstantAlerts', () => {
  const alert = (id: string, sinceMs: number) => ({ id, sinceMs });
  const change = Date.parse('2026-12-06T08:10:05Z');

  it('searches the alerts a listing change has passed, and no other', () => {
    const due = [alert('passed', change - MINUTE), alert('ahead', change + MINUTE)];
    expect(selectInstantAlerts(due, change, new Map()).map(({ id }) => id)).toEqual(['passed']);
  });

  it('counts a change in the same second as the watermark, as the alert’s search does', () => {
    expect(selectInstantAlerts([alert('same', change + 700)], change, new Map())).toHaveLength(1);
  });

  it('searches an alert once per change: found nothing, it waits for the next change', () => {
    const due = [alert('quiet', change - MINUTE)];
    expect(selectInstantAlerts(due, change, new Map([['quiet', change]]))).toEqual([]);
    expect(selectInstantAlerts(due, change + 1_000, new Map([['quiet', change]]))).toHaveLength(1);
  });
});
