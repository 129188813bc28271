// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_CONSENT_DEFAULTS, toGoogleConsentState } from '@/lib/analytics/google-consent';

type GoogleConsentModule = typeof import('@/lib/analytics/google-consent');

describe('toGoogleConsentState', () => {
  it('denies every Consent Mode v2 signal by default', () => {
    expect(GOOGLE_CONSENT_DEFAULTS).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(toGoogleConsentState({})).toEqual(GOOGLE_CONSENT_DEFAULTS);
  });

  it('grants analytics storage for analytics, and the three advertising signals for marketing', () => {
    expect(toGoogleConsentState({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(toGoogleConsentState({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});

describe('setGoogleConsentDefaults and updateGoogleConsent', () => {
  let google: GoogleConsentModule;

  beforeEach(async () => {
    // The module remembers that the defaults were set.
    vi.resetModules();
    google = await import('@/lib/analytics/google-consent');
  });

  afterEach(() => {
    delete window.dataLayer;
  });

  it('queue gtag commands as the `arguments` objects gtag.js reads, defaults once, before updates', () => {
    // Files share a worker's document (isolate: false): count what these calls add to it.
    const scriptsBefore = document.querySelectorAll('script').length;
    google.setGoogleConsentDefaults();
    google.updateGoogleConsent({ analytics: true, marketing: true });
    google.setGoogleConsentDefaults();
    const entries = window.dataLayer ?? [];
    expect(entries.map((entry) => Object.prototype.toString.call(entry))).toEqual([
      '[object Arguments]',
      '[object Arguments]',
    ]);
    expect(entries.map((entry) => [...entry])).toEqual([
      ['consent', 'default', GOOGLE_CONSENT_DEFAULTS],
      [
        'consent',
        'update',
        {
          ad_storage: 'granted',
          analytics_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
  });
});
