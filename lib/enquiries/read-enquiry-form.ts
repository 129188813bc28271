import 'server-only';
import type { EnquiryInput } from '@/lib/content';
import { ENQUIRY_LIMITS, type EnquiryField } from '@/lib/validation/enquiry-rules';
import type { FormErrors } from '@/lib/validation/validators';
import {
  ENQUIRY_FIELD_LABELS,
  ENQUIRY_FIELDS,
  type EnquiryFormState,
  type EnquiryFormValues,
  type EnquirySource,
} from './form-state';
import { tooLongFieldMessage, tooLongSummaryMessage } from './messages';

const SOURCES: readonly EnquirySource[] = ['property', 'unit', 'contact'];
/** Keys come from our own pages; the content service allows at most 100 characters. */
const MAX_KEY_LENGTH = 100;

export interface EnquirySubmission {
  /** As typed: echoed back to the form on failure. */
  values: EnquiryFormValues;
  source: string;
  propertyKey: string;
  unitKey: string;
  brokerKey: string;
  /** The honeypot: people never see it, so any value marks the submission as automated. */
  website: string;
}

// FormData values can be File objects when a client crafts the request; only text is an answer.
function readText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

export function readEnquiryForm(formData: FormData): EnquirySubmission {
  return {
    values: {
      name: readText(formData, 'name'),
      email: readText(formData, 'email'),
      phone: readText(formData, 'phone'),
      message: readText(formData, 'message'),
    },
    source: readText(formData, 'source'),
    propertyKey: readText(formData, 'propertyKey'),
    unitKey: readText(formData, 'unitKey'),
    brokerKey: readText(formData, 'brokerKey'),
    website: readText(formData, 'website'),
  };
}

export function trimEnquiryValues(values: EnquiryFormValues): EnquiryFormValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
  };
}

/** The error state for fields over ENQUIRY_LIMITS (measured as the server stores them, trimmed), or null. */
export function checkEnquiryLimits(values: EnquiryFormValues): EnquiryFormState | null {
  const trimmed = trimEnquiryValues(values);
  const tooLong = ENQUIRY_FIELDS.filter((field) => trimmed[field].length > ENQUIRY_LIMITS[field]);
  const [first] = tooLong;
  if (first === undefined) return null;
  const fieldErrors: FormErrors<EnquiryField> = {};
  for (const field of tooLong) fieldErrors[field] = tooLongFieldMessage(ENQUIRY_LIMITS[field]);
  return {
    status: 'error',
    message: tooLongSummaryMessage(ENQUIRY_FIELD_LABELS[first], ENQUIRY_LIMITS[first]),
    fieldErrors,
    values,
  };
}

function isEnquirySource(value: string): value is EnquirySource {
  return (SOURCES as readonly string[]).includes(value);
}

/** The backend input, or null when the hidden fields were not written by our form (unknown source, oversize key). */
export function toEnquiryInput(submission: EnquirySubmission): EnquiryInput | null {
  const { source, propertyKey, unitKey, brokerKey, values } = submission;
  const keysFit = [propertyKey, unitKey, brokerKey].every((key) => key.length <= MAX_KEY_LENGTH);
  if (!isEnquirySource(source) || !keysFit) return null;
  return {
    ...trimEnquiryValues(values),
    source,
    propertyKey: propertyKey.trim() || undefined,
    unitKey: unitKey.trim() || undefined,
    brokerKey: brokerKey.trim() || undefined,
  };
}
