import 'server-only';
import { createGraphQLError } from 'graphql-yoga';
import { parseAlertStateKey } from '@/lib/alerts/alert-state';
import type { AlertFrequency } from '@/lib/alerts/digest-period';
import { validateField } from '@/lib/validation/validators';
import { SEARCH_ALERT_RULES, SEARCH_ALERT_LIMITS } from '@/lib/validation/search-alert-rules';
import type { CmsAlertFrequency, CmsSearchAlertInput } from '@/lib/content/wire-types';
import type { SearchAlertSave } from './search-alert-types';

const ADDRESS_ID = /^[a-f0-9]{32}$/;
const ALERT_ID = /^[A-Za-z0-9-]{1,64}$/;
const PERIOD = /^(day:\d{4}-\d{2}-\d{2}|week:\d{4}-W\d{2}|instant:\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/;

export function badAlertInput(message: string, field?: string): Error {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}

export function toFrequency(value: CmsAlertFrequency): AlertFrequency {
  return value === 'INSTANT' ? 'instant' : value === 'DAILY' ? 'daily' : 'weekly';
}

export function toCmsFrequency(frequency: AlertFrequency): CmsAlertFrequency {
  return frequency === 'instant' ? 'INSTANT' : frequency === 'daily' ? 'DAILY' : 'WEEKLY';
}

export function parseAddressId(value: string): string {
  if (!ADDRESS_ID.test(value)) throw badAlertInput('addressId is not an address id', 'addressId');
  return value;
}

export function parseAlertId(value: string): string {
  if (!ALERT_ID.test(value)) throw badAlertInput('id is not an alert id', 'id');
  return value;
}

export function parsePeriod(value: string, field: string): string {
  if (!PERIOD.test(value)) {
    throw badAlertInput(`${field} must be day:YYYY-MM-DD, week:YYYY-Www or instant:YYYY-MM-DDThh:mm`, field);
  }
  return value;
}

/** The site's form rules again, and only canonical search keys: a browser's checks are a courtesy. */
export function parseSearchAlertInput(input: CmsSearchAlertInput): SearchAlertSave {
  if (input.website) throw badAlertInput('This submission looks automated and was not accepted.');
  const email = input.email.trim();
  if (email.length > SEARCH_ALERT_LIMITS.email) {
    throw badAlertInput(`email must be at most ${SEARCH_ALERT_LIMITS.email} characters`, 'email');
  }
  const emailError = validateField(email, SEARCH_ALERT_RULES.email);
  if (emailError) throw badAlertInput(emailError, 'email');
  if (parseAlertStateKey(input.stateKey) === null) {
    throw badAlertInput('stateKey is not the canonical key of a search', 'stateKey');
  }
  return {
    email,
    addressId: parseAddressId(input.addressId),
    stateKey: input.stateKey,
    frequency: toFrequency(input.frequency),
  };
}
