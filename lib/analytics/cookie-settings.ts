/**
 * The "Cookie settings" link reopens the cookie choice. It is a plain link to this fragment, so a
 * tap before the page's scripts have run is kept in the address and honoured once they have; a
 * link with this address anywhere in content works the same.
 */
export const COOKIE_SETTINGS_ID = 'cookie-settings';
export const COOKIE_SETTINGS_HREF = `#${COOKIE_SETTINGS_ID}`;

/** The privacy notice (app/(site)/privacy), which describes the cookies the choice is about. */
export const PRIVACY_PATH = '/privacy';

/** What the site is configured to track with, each only after the visitor's consent. */
export interface Trackers {
  /** Google Analytics. */
  analytics: boolean;
  /** The ad platform's pixel. */
  advertising: boolean;
}

export function configuredTrackers(ids: { gaMeasurementId?: string; adPixelId?: string }): Trackers {
  return { analytics: Boolean(ids.gaMeasurementId), advertising: Boolean(ids.adPixelId) };
}

/** With no tracker there is nothing to consent to: no banner, no cookie settings link. */
export function asksForCookieChoice(trackers: Trackers): boolean {
  return trackers.analytics || trackers.advertising;
}
