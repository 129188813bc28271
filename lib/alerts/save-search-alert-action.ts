'use server';

import { headers } from 'next/headers';
import { isContentError, saveSearchAlert } from '@/lib/content';
import { getClientIp } from '@/lib/enquiries/client-ip';
import { checkEnquiryRateLimit } from '@/lib/enquiries/rate-limit';
import { getServerConfig } from '@/lib/server-config';
import type { SearchAlertFormState } from './alert-form-state';
import { parseAlertStateKey } from './alert-state';
import { addressIdOf } from './alert-tokens';
import { getAlertsSecret } from './alerts-secret';
import { composeConfirmationMail } from './mail/alert-emails';
import { maskEmail } from './mail/mask-email';
import { sendMail } from './mail/mail-transport';
import { ALERT_MESSAGES } from './messages';
import { checkSearchAlertFields, readSearchAlertForm } from './read-search-alert-form';

/**
 * "Email me new listings" (for useActionState): checks the form, rate-limits the client address,
 * saves the alert unconfirmed in the content service and sends the confirmation e-mail. Nothing
 * else is ever sent to the address until that e-mail's link is followed.
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

  const ip = getClientIp(await headers(), getServerConfig().trustedProxyHops);
  const { allowed } = await checkEnquiryRateLimit(`alert:${ip}`);
  if (!allowed) return { status: 'error', message: ALERT_MESSAGES.rateLimited, values };

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

  try {
    await sendMail(await composeConfirmationMail(alert, state));
  } catch (error) {
    console.error(`[alerts] The confirmation to ${maskEmail(email)} failed: ${String(error)}`);
    return { status: 'error', message: ALERT_MESSAGES.mailFailed, values };
  }
  return { status: 'success', email, values };
}
