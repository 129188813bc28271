'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { isContentError, submitEnquiry } from '@/lib/content';
import { ENQUIRY_RULES } from '@/lib/validation/enquiry-rules';
import { validateForm } from '@/lib/validation/validators';
import { getServerConfig } from '@/lib/server-config';
import { getClientIp } from './client-ip';
import type { EnquiryFormState } from './form-state';
import { drainLeadMail } from './lead-delivery';
import { resolveEnquiryDelivery } from './lead-routing';
import { ENQUIRY_MESSAGES } from './messages';
import { toDecoySuccessState, toFailureState, toSuccessState } from './outcome';
import { checkEnquiryRateLimit } from '@/lib/rate-limit/visitor-write-limits';
import { checkEnquiryLimits, readEnquiryForm, toEnquiryInput, trimEnquiryValues } from './read-enquiry-form';

/**
 * The enquiry form's action (for useActionState): checks, rate-limits and stores one enquiry with
 * where it goes (the listing's responsible broker, from the index), then, once the visitor has their
 * answer, sends its mail: to the broker, and a receipt to the visitor.
 */
export async function submitEnquiryAction(
  previous: EnquiryFormState,
  formData: FormData,
): Promise<EnquiryFormState> {
  const submission = readEnquiryForm(formData);
  const { values } = submission;

  const oversize = checkEnquiryLimits(values);
  if (oversize) return oversize;

  const { errors, valid } = validateForm(trimEnquiryValues(values), ENQUIRY_RULES);
  if (!valid) return { status: 'error', message: ENQUIRY_MESSAGES.checkFields, fieldErrors: errors, values };

  const input = toEnquiryInput(submission);
  // A filled honeypot means a bot. It gets the same success a person would, naming who would answer,
  // with a made-up reference, so it has no signal to adapt to; validation ran first for the same
  // reason. Nothing is stored and no rate-limit slot is spent, so bots cannot crowd out people
  // behind the same address.
  if (submission.website !== '') {
    return toDecoySuccessState(values, input ? await resolveEnquiryDelivery(input) : { recipientName: '' });
  }
  if (input === null) return { status: 'error', message: ENQUIRY_MESSAGES.rejected, values };

  const { allowed } = await checkEnquiryRateLimit(
    getClientIp(await headers(), getServerConfig().trustedProxyHops),
  );
  if (!allowed) return { status: 'error', message: ENQUIRY_MESSAGES.rateLimited, values };

  try {
    const delivery = await resolveEnquiryDelivery(input);
    const receipt = await submitEnquiry({ ...input, delivery });
    after(drainLeadMail);
    return toSuccessState(receipt.id, values, delivery);
  } catch (error) {
    // submitEnquiry reports every backend failure as a ContentError; anything else is a bug to surface.
    if (!isContentError(error)) throw error;
    return toFailureState(error, values);
  }
}
