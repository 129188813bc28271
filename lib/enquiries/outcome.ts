import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ContentError, EnquiryDelivery } from '@/lib/content';
import { ENQUIRY_DESK_NAME } from '@/lib/mail/mail-identity';
import { ENQUIRY_RULES, type EnquiryField } from '@/lib/validation/enquiry-rules';
import { VALIDATION_MESSAGES } from '@/lib/validation/validators';
import {
  ENQUIRY_FIELDS,
  type EnquiryAnswerer,
  type EnquiryFormState,
  type EnquiryFormValues,
} from './form-state';
import { ENQUIRY_MESSAGES } from './messages';
import { toEnquiryReference } from './reference';

export { toEnquiryReference };

/** Who the visitor is told will answer: the broker the enquiry went to, or the desk. */
export function answererOf(delivery: Pick<EnquiryDelivery, 'recipientName'>): EnquiryAnswerer {
  const name = delivery.recipientName.trim();
  return name === '' || name === ENQUIRY_DESK_NAME ? { kind: 'desk' } : { kind: 'broker', name };
}

export function toSuccessState(
  id: string,
  values: EnquiryFormValues,
  delivery: Pick<EnquiryDelivery, 'recipientName'>,
): EnquiryFormState {
  return { status: 'success', reference: toEnquiryReference(id), answeredBy: answererOf(delivery), values };
}

/** A reference shaped like a real one, for submissions we drop without storing. */
export function toDecoySuccessState(
  values: EnquiryFormValues,
  delivery: Pick<EnquiryDelivery, 'recipientName'>,
): EnquiryFormState {
  return toSuccessState(randomUUID(), values, delivery);
}

function canProduce(field: EnquiryField, message: string): boolean {
  const rule = ENQUIRY_RULES[field];
  if (rule.required && message === VALIDATION_MESSAGES.required) return true;
  return (rule.validators ?? []).some((validator) => VALIDATION_MESSAGES[validator] === message);
}

/**
 * The content service reports only the message of the first invalid field. A validator message
 * names its field when exactly one field's rules can produce it ('Invalid phone number' is the
 * phone's); 'Field is required' fits three fields, so it stays a general error rather than a guess.
 */
export function findFieldForMessage(message: string): EnquiryField | null {
  const candidates = ENQUIRY_FIELDS.filter((field) => canProduce(field, message));
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

export function toFailureState(error: ContentError, values: EnquiryFormValues): EnquiryFormState {
  if (error.code !== 'bad_request') return { status: 'error', message: ENQUIRY_MESSAGES.unavailable, values };
  const field = findFieldForMessage(error.message);
  if (field === null) return { status: 'error', message: ENQUIRY_MESSAGES.rejected, values };
  return {
    status: 'error',
    message: ENQUIRY_MESSAGES.checkFields,
    fieldErrors: { [field]: error.message },
    values,
  };
}
