'use server';

import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { isContentError, submitEnquiry } from '@/lib/content';
import { checkEnquiryRateLimit } from '@/lib/rate-limit/visitor-write-limits';
import { getServerConfig } from '@/lib/server-config';
import { getClientIp } from './client-ip';
import { drainLeadMail } from './lead-delivery';
import { resolveEnquiryDelivery } from './lead-routing';
import {
  checkReport,
  composeReportMessage,
  REPORT_MESSAGES,
  type ReportFormState,
  type ReportValues,
} from './listing-report';
import { toEnquiryReference } from './reference';

/** Keys come from our own pages; the content service allows at most 100 characters. */
const LISTING_KEY = /^[A-Za-z0-9_-]{1,100}$/;

function readText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The listing report's action (for useActionState): what is wrong with a listing, to the desk,
 * through the enquiry pipeline and its limits: the enquiries' rate limit per client address,
 * stored with its mail in one transaction, the lead mailed to the desk (a receipt only to an
 * address the visitor gave).
 */
export async function submitListingReportAction(
  previous: ReportFormState,
  formData: FormData,
): Promise<ReportFormState> {
  const values: ReportValues = {
    reason: readText(formData, 'reason'),
    details: readText(formData, 'details'),
    email: readText(formData, 'email'),
  };
  const fieldErrors = checkReport(values);
  if (Object.keys(fieldErrors).length > 0) {
    return { status: 'error', message: REPORT_MESSAGES.checkFields, fieldErrors, values };
  }
  const propertyKey = readText(formData, 'propertyKey');
  const unitKey = readText(formData, 'unitKey');
  // The honeypot: a bot is thanked like a person, and nothing is stored or counted.
  if (readText(formData, 'website') !== '') {
    return { status: 'success', reference: toEnquiryReference(randomUUID()), values };
  }
  if (!LISTING_KEY.test(propertyKey) || (unitKey !== '' && !LISTING_KEY.test(unitKey))) {
    return { status: 'error', message: REPORT_MESSAGES.rejected, values };
  }

  const { allowed } = await checkEnquiryRateLimit(
    getClientIp(await headers(), getServerConfig().trustedProxyHops),
  );
  if (!allowed) return { status: 'error', message: REPORT_MESSAGES.rateLimited, values };

  const input = {
    name: '',
    email: values.email.trim(),
    phone: '',
    message: composeReportMessage(values),
    source: 'report' as const,
    propertyKey,
    unitKey: unitKey || undefined,
  };
  try {
    const delivery = await resolveEnquiryDelivery(input);
    const receipt = await submitEnquiry({ ...input, delivery });
    after(drainLeadMail);
    return { status: 'success', reference: toEnquiryReference(receipt.id), values };
  } catch (error) {
    if (!isContentError(error)) throw error;
    return { status: 'error', message: REPORT_MESSAGES.unavailable, values };
  }
}
