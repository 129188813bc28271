import { isGranted, type ConsentChoice } from './consent';

/** Google Consent Mode v2's signals (developers.google.com/tag-platform/security/guides/consent). */
export type GoogleConsentSignal = 'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization';
export type GoogleConsentState = Record<GoogleConsentSignal, 'granted' | 'denied'>;

export const GOOGLE_CONSENT_DEFAULTS: GoogleConsentState = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** Analytics grants GA's storage; marketing grants the three advertising signals. */
export function toGoogleConsentState(choice: ConsentChoice): GoogleConsentState {
  const analytics = isGranted(choice, 'analytics') ? 'granted' : 'denied';
  const marketing = isGranted(choice, 'marketing') ? 'granted' : 'denied';
  return {
    ad_storage: marketing,
    analytics_storage: analytics,
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}

/*
 * gtag.js reads its commands from `dataLayer` as `arguments` objects, and react-ga4 keeps the same
 * array when it loads gtag.js, so these commands are queued in order before its `js` and `config`.
 * Pushing to an array requests nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters are read as `arguments`
function gtag(...command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js only accepts an `arguments` object
  window.dataLayer.push(arguments);
}

let defaultsSet = false;

/** Everything denied, once, before GA is loaded or sent anything. */
export function setGoogleConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', GOOGLE_CONSENT_DEFAULTS);
}

export function updateGoogleConsent(choice: ConsentChoice): void {
  gtag('consent', 'update', toGoogleConsentState(choice));
}
