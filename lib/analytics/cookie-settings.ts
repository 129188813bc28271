/**
 * The "Cookie settings" link reopens the cookie choice. It is a plain link to this fragment, so a
 * tap before the page's scripts have run is kept in the address and honoured once they have; a
 * link with this address anywhere in content works the same.
 */
export const COOKIE_SETTINGS_ID = 'cookie-settings';
export const COOKIE_SETTINGS_HREF = `#${COOKIE_SETTINGS_ID}`;

/** The privacy notice (app/(site)/privacy), which describes the cookies the choice is about. */
export const PRIVACY_PATH = '/privacy';
