import 'server-only';
import { createElement } from 'react';
import type { EmailListing } from '@/components/emails/lead-email';
import { LeadEmail } from '@/components/emails/lead-email';
import { ReceiptEmail } from '@/components/emails/receipt-email';
import { publicConfig } from '@/lib/config';
import type { MailJob, MailJobEnquiry } from '@/lib/content';
import { toMailAddress } from '@/lib/mail/mail-address';
import { companyIdentity, ENQUIRY_DESK_NAME, mailDomainOf } from '@/lib/mail/mail-identity';
import type { OutgoingMail } from '@/lib/mail/mail-transport';
import { renderEmail } from '@/lib/mail/render-email';
import { isPlainEmailAddress } from '@/lib/validation/validators';
import { toEnquiryReference } from './reference';

/** The two e-mails of an enquiry, composed from its stored row when its job is claimed. */

const RECEIVED_AT = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  dateStyle: 'long',
  timeStyle: 'short',
});

function listingOf(enquiry: MailJobEnquiry): EmailListing | null {
  if (!enquiry.listingPath) return null;
  return {
    name: enquiry.listingName,
    webRef: enquiry.webRef,
    url: `${publicConfig.siteUrl}${enquiry.listingPath}`,
  };
}

/** The job's own Message-ID: a message sent again after a crash at the worst moment is the same message. */
function messageIdOf(job: MailJob): string {
  return `<${job.id}@${mailDomainOf(publicConfig.siteUrl)}>`;
}

/** Names only what the index knows (the listing and its web ref), never what the visitor typed. */
export function leadSubject(enquiry: MailJobEnquiry): string {
  const reference = toEnquiryReference(enquiry.id);
  if (enquiry.source === 'report') {
    return `Listing report ${reference}: ${enquiry.listingPath ? `${enquiry.listingName} (${enquiry.webRef})` : 'a listing'}`;
  }
  return enquiry.listingPath
    ? `Enquiry ${reference}: ${enquiry.listingName} (${enquiry.webRef})`
    : `Enquiry ${reference}: general enquiry`;
}

async function composeLead(job: MailJob): Promise<OutgoingMail> {
  const { enquiry } = job;
  const reference = toEnquiryReference(enquiry.id);
  // A row stored before addresses were checked may name someone else's address in its typing: the
  // lead still goes, showing it as text, with no Reply-To or link to it.
  const replyable = isPlainEmailAddress(enquiry.email);
  const body = await renderEmail(
    createElement(LeadEmail, {
      brandName: publicConfig.brandName,
      siteUrl: publicConfig.siteUrl,
      company: companyIdentity(),
      reference,
      receivedAt: RECEIVED_AT.format(new Date(enquiry.receivedAt)),
      visitor: { name: enquiry.name, email: enquiry.email, phone: enquiry.phone, replyable },
      message: enquiry.message,
      listing: listingOf(enquiry),
      report: enquiry.source === 'report',
    }),
  );
  return {
    to: toMailAddress(enquiry.recipientEmail, enquiry.recipientName),
    // Named by its reference, not by what the visitor typed as a name.
    ...(replyable && { replyTo: toMailAddress(enquiry.email, `Enquiry ${reference}`) }),
    subject: leadSubject(enquiry),
    ...body,
    messageId: messageIdOf(job),
    headers: { 'X-Enquiry-Reference': reference },
  };
}

async function composeReceipt(job: MailJob): Promise<OutgoingMail> {
  const { enquiry } = job;
  const reference = toEnquiryReference(enquiry.id);
  const atDesk = enquiry.recipientName === ENQUIRY_DESK_NAME;
  const body = await renderEmail(
    createElement(ReceiptEmail, {
      brandName: publicConfig.brandName,
      siteUrl: publicConfig.siteUrl,
      company: companyIdentity(),
      reference,
      recipientName: atDesk ? 'our enquiry desk' : enquiry.recipientName,
      listing: listingOf(enquiry),
    }),
  );
  return {
    // Never a name: the visitor's own typing would be shown beside the address.
    to: toMailAddress(enquiry.email),
    // A reply reaches whoever has the enquiry.
    replyTo: toMailAddress(enquiry.recipientEmail, atDesk ? publicConfig.brandName : enquiry.recipientName),
    subject: `Your enquiry ${reference} to ${publicConfig.brandName}`,
    ...body,
    messageId: messageIdOf(job),
    headers: { 'X-Enquiry-Reference': reference },
  };
}

export function composeEnquiryMail(job: MailJob): Promise<OutgoingMail> {
  return job.kind === 'lead' ? composeLead(job) : composeReceipt(job);
}
