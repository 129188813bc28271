import 'server-only';
import { createGraphQLError } from 'graphql-yoga';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_RULES,
  REPORT_RULES,
  type EnquiryField,
} from '@/lib/validation/enquiry-rules';
import { validateForm } from '@/lib/validation/validators';
import type { CmsEnquiryInput } from '@/lib/content/wire-types';
import type { StoredEnquiry } from './enquiry-types';

const SOURCES = new Set(['property', 'unit', 'contact', 'report']);
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

function badInput(message: string, field?: string): Error {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}

function optionalKey(value: string | null | undefined, field: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (!KEY_PATTERN.test(value)) throw badInput(`${field} is not a valid key`, field);
  return value;
}

/** Applies the form rules of SPEC §5 on the server too: a browser's checks are a courtesy, not a guard. */
export function parseEnquiryInput(input: CmsEnquiryInput): Omit<StoredEnquiry, 'id' | 'receivedAt'> {
  if (input.website) throw badInput('This submission looks automated and was not accepted.');
  if (!SOURCES.has(input.source)) {
    throw badInput('source must be property, unit, contact or report', 'source');
  }
  const values: Record<EnquiryField, string> = {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: (input.phone ?? '').trim(),
    message: input.message.trim(),
  };
  for (const field of Object.keys(ENQUIRY_LIMITS) as EnquiryField[]) {
    if (values[field].length > ENQUIRY_LIMITS[field]) {
      throw badInput(`${field} must be at most ${ENQUIRY_LIMITS[field]} characters`, field);
    }
  }
  const { errors } = validateForm(values, input.source === 'report' ? REPORT_RULES : ENQUIRY_RULES);
  const [firstField, firstMessage] = Object.entries(errors)[0] ?? [];
  if (firstField && typeof firstMessage === 'string') throw badInput(firstMessage, firstField);
  return {
    source: input.source,
    ...values,
    propertyKey: optionalKey(input.propertyKey, 'propertyKey'),
    unitKey: optionalKey(input.unitKey, 'unitKey'),
    brokerKey: optionalKey(input.brokerKey, 'brokerKey'),
  };
}
