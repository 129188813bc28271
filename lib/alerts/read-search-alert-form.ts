import 'server-only';
import { SEARCH_ALERT_LIMITS, SEARCH_ALERT_RULES } from '@/lib/validation/search-alert-rules';
import { validateForm } from '@/lib/validation/validators';
import type { SearchAlertFormState, SearchAlertFormValues } from './alert-form-state';
import { ALERT_FREQUENCIES, type AlertFrequency } from './digest-period';

export interface SearchAlertSubmission {
  values: SearchAlertFormValues;
  stateKey: string;
  /** The honeypot: people never see it, so any value marks the submission as automated. */
  website: string;
}

function readText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

function readFrequency(value: string): AlertFrequency {
  return (ALERT_FREQUENCIES as readonly string[]).includes(value) ? (value as AlertFrequency) : 'weekly';
}

export function readSearchAlertForm(formData: FormData): SearchAlertSubmission {
  return {
    values: {
      email: readText(formData, 'email'),
      frequency: readFrequency(readText(formData, 'frequency')),
      consent: readText(formData, 'consent') === 'yes' ? 'yes' : '',
    },
    stateKey: readText(formData, 'stateKey'),
    website: readText(formData, 'website'),
  };
}

/** SPEC §5's rules and the length limit; null when the fields are fine. */
export function checkSearchAlertFields(
  values: SearchAlertFormValues,
  message: string,
): SearchAlertFormState | null {
  const email = values.email.trim();
  if (email.length > SEARCH_ALERT_LIMITS.email) {
    const error = `Must contain at most ${SEARCH_ALERT_LIMITS.email} characters`;
    return { status: 'error', message, fieldErrors: { email: error }, values };
  }
  const { errors, valid } = validateForm({ email, consent: values.consent }, SEARCH_ALERT_RULES);
  return valid ? null : { status: 'error', message, fieldErrors: errors, values };
}
