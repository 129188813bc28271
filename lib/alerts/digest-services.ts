import 'server-only';
import {
  claimSearchAlertDigest,
  completeSearchAlertDigest,
  getDueInstantSearchAlerts,
  getDueSearchAlerts,
} from '@/lib/content';
import type { DigestRunServices } from './digest-run';
import { findNewestListingChange, searchDigest } from './digest-search';
import type { InstantRunServices } from './instant-run';
import { composeDigestMail } from './mail/alert-emails';
import { sendMail } from '@/lib/mail/mail-transport';

/** The real services: the content service, the site's search client and SMTP (or the outbox). */
export const DIGEST_RUN_SERVICES: DigestRunServices = {
  listDue: getDueSearchAlerts,
  claim: claimSearchAlertDigest,
  complete: completeSearchAlertDigest,
  search: searchDigest,
  compose: composeDigestMail,
  send: sendMail,
  now: () => new Date(),
};

export const INSTANT_RUN_SERVICES: InstantRunServices = {
  ...DIGEST_RUN_SERVICES,
  listDue: getDueInstantSearchAlerts,
  newestChange: findNewestListingChange,
};

export function describeRun(report: {
  due: number;
  sent: number;
  failed: number;
  empty: number;
  skipped: number;
  errors: number;
}): string {
  return `${report.due} alert(s) due: ${report.sent} e-mail(s) sent, ${report.failed} failed (tried again next run), ${report.empty} without new listings, ${report.skipped} sent or claimed already, ${report.errors} left for the next run.`;
}
