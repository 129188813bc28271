'use server';

import { headers } from 'next/headers';
import { isContentError, saveSearchAlert } from '@/lib/content';
import { getClientIp } from '@/lib/enquiries/client-ip';
import { checkAlertSignupRateLimit } from '@/lib/rate-limit/visitor-write-limits';
import { getServerConfig } from '@/lib/server-config';
import type { SearchAlertFormState } from './alert-form-state';
import { parseAlertStateKey } from './alert-state';
import { addressIdOf, clientIdOf } from './alert-tokens';
import { getAlertsSecret } from './alerts-secret';
import { countUnknownValues, type KnownSearchValues } from './known-values';
import { ALERT_MESSAGES } from './messages';
import { readKnownSearchValues } from './read-known-values';
import { checkSearchAlertFields, readSearchAlertForm } from './read-search-alert-form';
import { sendAlertConfirmation } from './send-confirmation';

/**
 * "Email me new listings" (for useActionState): checks the form, rate-limits the client address,
 * checks the search names only values the index knows, saves the alert unconfirmed in the content
 * service and sends the confirmation e-mail, at most one a day per address and a tenth of the hour's
 * budget per client network (`send-confirmation.ts`).
 * Nothing else is ever sent to the address until the button on the confirm page is pressed.
 */
export async function saveSearchAlertAction(
  previous: SearchAlertFormState,
  formData: FormData,
): Promise<SearchAlertFormState> {
  const { values, stateKey, website } = readSearchAlertForm(formData);
  const invalid = checkSearchAlertFields(values, ALERT_MESSAGES.checkFields);
  if (invalid) return invalid;
  const email = values.email.trim();

  // A bot that filled the honeypot is told what a person would be, so it has nothing to adapt to.
  if (website !== '') return { status: 'success', email, values };

  const state = parseAlertStateKey(stateKey);
  if (!state) return { status: 'error', message: ALERT_MESSAGES.badSearch, values };

  const requestHeaders = await headers();
  const { trustedProxyHops } = getServerConfig();
  const { allowed } = await checkAlertSignupRateLimit(getClientIp(requestHeaders, trustedProxyHops));
  if (!allowed) return { status: 'error', message: ALERT_MESSAGES.rateLimited, values };

  let known: KnownSearchValues;
  try {
    known = await readKnownSearchValues(state.dealType);
  } catch (error) {
    console.error(`[alerts] The search service could not be read: ${String(error)}`);
    return { status: 'error', message: ALERT_MESSAGES.unavailable, values };
  }
  if (countUnknownValues(state, known) > 0) {
    return { status: 'error', message: ALERT_MESSAGES.unknownValues, values };
  }

  let alert;
  try {
    alert = await saveSearchAlert({
      email,
      addressId: addressIdOf(email, getAlertsSecret()),
      stateKey,
      frequency: values.frequency,
    });
  } catch (error) {
    if (
      isContentError(error) &&
      error.code === 'bad_request' &&
      error.message.includes('as many saved searches')
    ) {
      return { status: 'error', message: ALERT_MESSAGES.tooMany, values };
    }
    console.error(`[alerts] Saving an alert failed: ${String(error)}`);
    return { status: 'error', message: ALERT_MESSAGES.unavailable, values };
  }

  // The share of the confirmation budget counts a whole IPv6 /48: a site's worth of /64s is one client.
  const clientId = clientIdOf(getClientIp(requestHeaders, trustedProxyHops, 48), getAlertsSecret());
  const confirmation = await sendAlertConfirmation(alert, state, known, clientId);
  if (confirmation === 'failed') return { status: 'error', message: ALERT_MESSAGES.mailFailed, values };
  if (confirmation === 'client-limit') {
    return { status: 'error', message: ALERT_MESSAGES.mailClientLimit, values };
  }
  if (confirmation === 'paused') return { status: 'error', message: ALERT_MESSAGES.mailPaused, values };
  return { status: 'success', email, values };
}
