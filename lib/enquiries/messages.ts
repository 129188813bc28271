import 'server-only';

/** What the enquiry action tells visitors; the validator messages themselves live in lib/validation. */
export const ENQUIRY_MESSAGES = {
  checkFields: 'Please check the highlighted fields.',
  rateLimited: 'You have sent several enquiries in a short time. Please wait a few minutes or call us.',
  unavailable: 'We could not send your enquiry just now. Please try again, or call the broker directly.',
  rejected: 'We could not send your enquiry. Please reload the page and try again.',
} as const;

export function tooLongFieldMessage(limit: number): string {
  return `Must contain at most ${limit} characters`;
}

export function tooLongSummaryMessage(label: string, limit: number): string {
  return `${label} is too long: please keep it to ${limit} characters or fewer.`;
}
