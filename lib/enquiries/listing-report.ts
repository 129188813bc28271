import { VALIDATION_MESSAGES, validateField } from '@/lib/validation/validators';
import { ENQUIRY_LIMITS } from '@/lib/validation/enquiry-rules';

/**
 * "Report this listing": a visitor tells the desk that a listing is let or sold, has the wrong
 * price, or something else, with a note and (for a reply) an e-mail. Shared by the report form and
 * its action; it reaches the desk as an enquiry of source 'report' (lib/enquiries/submit-report-action.ts).
 */

export const REPORT_REASONS = [
  { value: 'let-or-sold', label: 'It has been let or sold' },
  { value: 'wrong-price', label: 'The price is wrong' },
  { value: 'other', label: 'Something else' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export type ReportField = 'reason' | 'details' | 'email';

/** A note long enough to say what is wrong, short enough to read at a glance. */
export const REPORT_DETAILS_LIMIT = 1000;

export interface ReportValues {
  reason: string;
  details: string;
  email: string;
}

export interface ReportFormState {
  status: 'idle' | 'success' | 'error';
  message?: string;
  fieldErrors?: Partial<Record<ReportField, string>>;
  /** What the visitor sent, as typed, so a failure never costs them their note. */
  values?: ReportValues;
  reference?: string;
}

export const INITIAL_REPORT_FORM_STATE: ReportFormState = { status: 'idle' };

export const REPORT_MESSAGES = {
  reason: 'Choose what is wrong with the listing.',
  details: 'Tell us what is wrong.',
  detailsTooLong: `Please keep it to ${REPORT_DETAILS_LIMIT} characters or fewer.`,
  emailTooLong: `Please keep it to ${ENQUIRY_LIMITS.email} characters or fewer.`,
  checkFields: 'Please check the highlighted fields.',
  rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
  unavailable: 'We could not send your report just now. Please try again in a moment.',
  rejected: 'We could not send your report. Please reload the page and try again.',
} as const;

function isReportReason(value: string): value is ReportReason {
  return REPORT_REASONS.some((reason) => reason.value === value);
}

/** The field errors of a report, empty when it can be sent. */
export function checkReport(values: ReportValues): Partial<Record<ReportField, string>> {
  const errors: Partial<Record<ReportField, string>> = {};
  const details = values.details.trim();
  const email = values.email.trim();
  if (!isReportReason(values.reason)) errors.reason = REPORT_MESSAGES.reason;
  if (details.length > REPORT_DETAILS_LIMIT) errors.details = REPORT_MESSAGES.detailsTooLong;
  else if (values.reason === 'other' && details === '') errors.details = REPORT_MESSAGES.details;
  if (email.length > ENQUIRY_LIMITS.email) errors.email = REPORT_MESSAGES.emailTooLong;
  else if (validateField(email, { validators: ['email'] })) errors.email = VALIDATION_MESSAGES.email;
  return errors;
}

/** The desk's message: the reason in words, then the visitor's note. */
export function composeReportMessage(values: ReportValues): string {
  const reason = REPORT_REASONS.find((candidate) => candidate.value === values.reason);
  const details = values.details.trim();
  return [`Reported: ${reason?.label ?? values.reason}`, details].filter(Boolean).join('\n\n');
}
