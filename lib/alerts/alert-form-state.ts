import type { FormErrors } from '@/lib/validation/validators';
import type { SearchAlertField } from '@/lib/validation/search-alert-rules';
import type { AlertFrequency } from './digest-period';

/** Shared by the "Email me new listings" form and its server action: no server code here. */

export interface SearchAlertFormValues {
  email: string;
  frequency: AlertFrequency;
  /** 'yes' when the consent box is ticked, '' otherwise: the form's own value. */
  consent: string;
}

export interface SearchAlertFormState {
  status: 'idle' | 'success' | 'error';
  message?: string;
  fieldErrors?: FormErrors<SearchAlertField>;
  values?: SearchAlertFormValues;
  /** On success: the address the confirmation went to, as typed. */
  email?: string;
}

export const INITIAL_SEARCH_ALERT_FORM_STATE: SearchAlertFormState = { status: 'idle' };

/** The choices of the alert form and the manage page. */
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As soon as they are listed',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** How often, said before "e-mails": "Instant e-mails", "Daily e-mails". */
export const FREQUENCY_WORDS: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** POPIA: direct marketing by e-mail needs consent that names what will be sent. */
export function consentText(brandName: string): string {
  return `I agree that ${brandName} may e-mail me new and updated property listings that match this search, at the frequency I chose. I can unsubscribe from any of these e-mails with one click.`;
}
