import type { StoredEnquiry } from './enquiry-types';

/** A lead goes to the broker (or the enquiry desk), a receipt to the visitor. */
export type MailJobKind = 'lead' | 'receipt';

export type MailJobStatus = 'pending' | 'claimed' | 'sent' | 'abandoned';

/**
 * Where an enquiry goes and what it was about, as the site found them in the index when the
 * visitor sent it: the listing's responsible contact, or the enquiry desk for a general enquiry.
 */
export interface EnquiryDelivery {
  recipientName: string;
  recipientEmail: string;
  /** Empty for a general enquiry. */
  listingName: string;
  webRef: string;
  /** The listing page's path on the site; mails make it absolute with NEXT_PUBLIC_SITE_URL. */
  listingPath: string;
}

export const NO_LISTING = { listingName: '', webRef: '', listingPath: '' } as const;

/** A job a drain has claimed: its enquiry to compose from, and the token that completes it. */
export interface ClaimedMailJob {
  id: string;
  kind: MailJobKind;
  /** Tries so far, this one included. */
  attempts: number;
  claimToken: string;
  enquiry: StoredEnquiry & EnquiryDelivery;
}

export interface MailJobCompletion {
  id: string;
  claimToken: string;
  sent: boolean;
  /** Why a try failed, for the log and the row; null when sent. */
  error: string | null;
}

export interface MailJobState {
  kind: MailJobKind;
  status: MailJobStatus;
  attempts: number;
}
