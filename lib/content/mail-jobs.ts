import 'server-only';
import { requestContent } from './client';
import {
  CLAIM_MAIL_JOBS_MUTATION,
  COMPLETE_MAIL_JOB_MUTATION,
  COUNT_PRUNABLE_DATA_MUTATION,
  PRUNE_STORED_DATA_MUTATION,
  RELEASE_ALERT_CONFIRMATION_MUTATION,
  RESERVE_ALERT_CONFIRMATION_MUTATION,
} from './mail-job-operations';
import type { AlertConfirmationReservation, MailJob, PruneReport } from './types';

/**
 * The mail the content service keeps for the site to send, and the data it keeps with an end.
 * Never cached; every failure is a ContentError.
 */

type CmsMailJob = Omit<MailJob, 'kind'> & { kind: 'LEAD' | 'RECEIPT' };

const RESERVATIONS: Record<string, AlertConfirmationReservation> = {
  RESERVED: 'reserved',
  ADDRESS_LIMIT: 'address-limit',
  CLIENT_SHARE_SPENT: 'client-share-spent',
  HOURLY_BUDGET_SPENT: 'hourly-budget-spent',
};

/** Claims up to `first` due mail jobs; each is the caller's until its lease runs out. */
export async function claimMailJobs(first: number): Promise<MailJob[]> {
  const { claimMailJobs: jobs } = await requestContent<{ claimMailJobs: CmsMailJob[] }>(
    CLAIM_MAIL_JOBS_MUTATION,
    { first },
  );
  return jobs.map((job) => ({ ...job, kind: job.kind === 'LEAD' ? 'lead' : 'receipt' }));
}

/** Records a claimed job sent or failed; false when its claim had run out and passed to another sender. */
export async function completeMailJob(
  job: Pick<MailJob, 'id' | 'claimToken'>,
  outcome: { sent: true } | { sent: false; error: string },
): Promise<boolean> {
  const { completeMailJob: completed } = await requestContent<{ completeMailJob: boolean }>(
    COMPLETE_MAIL_JOB_MUTATION,
    {
      id: job.id,
      claimToken: job.claimToken,
      sent: outcome.sent,
      error: outcome.sent ? null : outcome.error,
    },
  );
  return completed;
}

/**
 * Reserves the confirmation e-mail of an address: one in 24 hours, within the hourly budget of all,
 * of which the client network asking (`clientId`, `clientIdOf`) may use a tenth.
 */
export async function reserveAlertConfirmation(
  addressId: string,
  clientId: string,
): Promise<AlertConfirmationReservation> {
  const { reserveAlertConfirmation: answer } = await requestContent<{ reserveAlertConfirmation: string }>(
    RESERVE_ALERT_CONFIRMATION_MUTATION,
    { addressId, clientId },
  );
  const reservation = RESERVATIONS[answer];
  if (!reservation) throw new Error(`Unknown reservation answer: ${answer}`);
  return reservation;
}

export async function releaseAlertConfirmation(addressId: string): Promise<void> {
  await requestContent<{ releaseAlertConfirmation: boolean }>(RELEASE_ALERT_CONFIRMATION_MUTATION, {
    addressId,
  });
}

/**
 * Deletes the enquiries received and the unconfirmed alerts saved before these times; with
 * `dryRun`, counts them and deletes nothing.
 */
export async function pruneStoredData(
  before: { enquiries: Date; unconfirmedAlerts: Date },
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<PruneReport> {
  const { pruneStoredData: report } = await requestContent<{ pruneStoredData: PruneReport }>(
    dryRun ? COUNT_PRUNABLE_DATA_MUTATION : PRUNE_STORED_DATA_MUTATION,
    {
      enquiriesBefore: before.enquiries.toISOString(),
      unconfirmedAlertsBefore: before.unconfirmedAlerts.toISOString(),
    },
  );
  return report;
}
