import { describe, expect, it } from 'vitest';
import { asksForCookieChoice, configuredTrackers } from '@/lib/analytics/cookie-settings';

describe('the trackers configured', () => {
  it('asks for a cookie choice only with a tracker to consent to', () => {
    expect(configuredTrackers({})).toEqual({ analytics: false, advertising: false });
    expect(asksForCookieChoice(configuredTrackers({}))).toBe(false);
    expect(asksForCookieChoice(configuredTrackers({ gaMeasurementId: 'G-TEST12345' }))).toBe(true);
    expect(configuredTrackers({ adPixelId: '1234567890' })).toEqual({ analytics: false, advertising: true });
  });
});
