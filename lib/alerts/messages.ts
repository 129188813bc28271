import 'server-only';

/** What the alert form and pages tell visitors; the validator messages live in lib/validation. */
export const ALERT_MESSAGES = {
  checkFields: 'Please check the highlighted fields.',
  rateLimited: 'You have saved several searches in a short time. Please wait a few minutes and try again.',
  unavailable: 'We could not save your alert just now. Please try again in a few minutes.',
  mailFailed:
    'Your alert is saved, but we could not send the confirmation e-mail just now. Please try again in a few minutes.',
  mailClientLimit:
    'Your alert is saved, but many confirmation e-mails have been asked for from your network this hour. Please save it again in an hour.',
  mailPaused:
    'Your alert is saved, but we are not sending confirmation e-mails for a little while. Please save it again in an hour.',
  badSearch: 'This search cannot be saved. Please reload the page and try again.',
  unknownValues:
    'This search names a place, property type or broker we have no listings for, so it cannot be saved. Please change the filters and try again.',
  tooMany: 'This address has as many saved searches as it may keep. Delete one from any alert e-mail first.',
} as const;
