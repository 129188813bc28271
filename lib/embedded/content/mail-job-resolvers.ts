import 'server-only';
import { getServerConfig } from '@/lib/server-config';
import type { CmsAlertFrequency } from '@/lib/content/wire-types';
import { callContentDatabase } from './store';
import type { ConfirmationReservation } from './alert-confirmation-tables';
import type { ClaimedMailJob } from './mail-job-types';
import { badAlertInput, parseAddressId, parseAlertId, toFrequency } from './search-alert-input';
import { stored, toCms } from './search-alert-resolvers';

const MAX_CLAIM = 50;
const MAX_ERROR_LENGTH = 500;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

const RESERVATIONS: Record<ConfirmationReservation, string> = {
  reserved: 'RESERVED',
  'address-limit': 'ADDRESS_LIMIT',
  'client-share-spent': 'CLIENT_SHARE_SPENT',
  'hourly-budget-spent': 'HOURLY_BUDGET_SPENT',
};

function parseTime(value: string, field: string): string {
  if (!ISO_TIME.test(value) || Number.isNaN(Date.parse(value))) {
    throw badAlertInput(`${field} must be an ISO 8601 time in UTC`, field);
  }
  return value;
}

function toCmsJob(job: ClaimedMailJob) {
  return { ...job, kind: job.kind === 'lead' ? 'LEAD' : 'RECEIPT' };
}

interface CompleteArgs {
  id: string;
  claimToken: string;
  sent: boolean;
  error?: string | null;
}

interface PruneArgs {
  enquiriesBefore: string;
  unconfirmedAlertsBefore: string;
  dryRun?: boolean | null;
}

interface FrequencyArgs {
  id: string;
  addressId: string;
  frequency: CmsAlertFrequency;
}

/** The mail jobs of enquiries, the alerts' confirmation budget and the store's retention, for the site. */
export const mailJobMutations = {
  claimMailJobs: (_: unknown, { first }: { first?: number | null }) => {
    const count = Math.min(MAX_CLAIM, Math.max(1, Math.trunc(first ?? 10)));
    return stored(async () => (await callContentDatabase('claimMailJobs', count, Date.now())).map(toCmsJob));
  },
  completeMailJob: (_: unknown, args: CompleteArgs) => {
    const completion = {
      id: parseAlertId(args.id),
      claimToken: parseAlertId(args.claimToken),
      sent: args.sent,
      error: args.sent ? null : (args.error ?? '').slice(0, MAX_ERROR_LENGTH),
    };
    return stored(() => callContentDatabase('completeMailJob', completion, Date.now()));
  },
  reserveAlertConfirmation: (_: unknown, args: { addressId: string; clientId: string }) => {
    const budget = getServerConfig().alertConfirmationsPerHour;
    const id = parseAddressId(args.addressId);
    // A keyed hash like an address id, so the same shape.
    const clientId = parseAddressId(args.clientId);
    return stored(
      async () =>
        RESERVATIONS[await callContentDatabase('reserveAlertConfirmation', id, clientId, budget, Date.now())],
    );
  },
  releaseAlertConfirmation: (_: unknown, { addressId }: { addressId: string }) => {
    const id = parseAddressId(addressId);
    return stored(() => callContentDatabase('releaseAlertConfirmation', id));
  },
  updateSearchAlertFrequency: (_: unknown, { id, addressId, frequency }: FrequencyArgs) => {
    const args = [parseAlertId(id), parseAddressId(addressId), toFrequency(frequency)] as const;
    return stored(async () => {
      const alert = await callContentDatabase('updateSearchAlertFrequency', ...args);
      return alert && toCms(alert);
    });
  },
  pruneStoredData: (_: unknown, args: PruneArgs) => {
    const enquiriesBefore = parseTime(args.enquiriesBefore, 'enquiriesBefore');
    const alertsBefore = parseTime(args.unconfirmedAlertsBefore, 'unconfirmedAlertsBefore');
    const method = args.dryRun === true ? 'countPrunable' : 'prune';
    return stored(() => callContentDatabase(method, enquiriesBefore, alertsBefore));
  },
};
