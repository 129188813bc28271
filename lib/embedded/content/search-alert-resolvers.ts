import 'server-only';
import { createGraphQLError } from 'graphql-yoga';
import { getServerConfig } from '@/lib/server-config';
import type { CmsSearchAlert, CmsSearchAlertInput } from '@/lib/content/wire-types';
import { callContentDatabase } from './store';
import { INSTANT_ALERT_GAP_MS } from '@/lib/alerts/instant-alerts';
import {
  badAlertInput,
  parseAddressId,
  parseAlertId,
  parsePeriod,
  parseSearchAlertInput,
  toCmsFrequency,
} from './search-alert-input';
import type { StoredSearchAlert } from './search-alert-types';

const MAX_DUE_PAGE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export function toCms(alert: StoredSearchAlert): CmsSearchAlert {
  return { ...alert, frequency: toCmsFrequency(alert.frequency) };
}

/** A store failure is the service's, never the caller's: reported as UNAVAILABLE, with no detail. */
export async function stored<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'AlertLimitError') {
      throw badAlertInput(
        'This address has as many saved searches as it may keep: delete one first.',
        'email',
      );
    }
    throw createGraphQLError('The saved searches could not be reached. Please try again.', {
      extensions: { code: 'UNAVAILABLE' },
      originalError: cause instanceof Error ? cause : undefined,
    });
  }
}

interface DueArgs {
  dailyPeriod: string;
  weeklyPeriod: string;
  after?: string | null;
  first?: number | null;
}

interface CompleteArgs {
  alertId: string;
  period: string;
  sent: boolean;
  sinceMs?: number | null;
}

export const searchAlertQueries = {
  searchAlert: (_: unknown, { id }: { id: string }) =>
    stored(async () => {
      const alert = await callContentDatabase('getSearchAlert', parseAlertId(id));
      return alert && toCms(alert);
    }),
  searchAlertsForManage: (_: unknown, { addressId }: { addressId: string }) =>
    stored(async () =>
      (await callContentDatabase('searchAlertsForAddress', parseAddressId(addressId))).map(toCms),
    ),
  dueSearchAlerts: (_: unknown, args: DueArgs) => {
    const first = Math.min(MAX_DUE_PAGE, Math.max(1, Math.trunc(args.first ?? 100)));
    const query = {
      dailyPeriod: parsePeriod(args.dailyPeriod, 'dailyPeriod'),
      weeklyPeriod: parsePeriod(args.weeklyPeriod, 'weeklyPeriod'),
      after: args.after ? parseAlertId(args.after) : '',
      first,
    };
    return stored(async () => (await callContentDatabase('dueSearchAlerts', query)).map(toCms));
  },
  // The service keeps the clock: a caller cannot make an alert due early.
  dueInstantSearchAlerts: (_: unknown, args: Pick<DueArgs, 'after' | 'first'>) => {
    const query = {
      since: new Date(Date.now() - INSTANT_ALERT_GAP_MS).toISOString(),
      after: args.after ? parseAlertId(args.after) : '',
      first: Math.min(MAX_DUE_PAGE, Math.max(1, Math.trunc(args.first ?? 100))),
    };
    return stored(async () => (await callContentDatabase('dueInstantSearchAlerts', query)).map(toCms));
  },
};

export const searchAlertMutations = {
  saveSearchAlert: (_: unknown, { input }: { input: CmsSearchAlertInput }) => {
    const save = parseSearchAlertInput(input);
    const lifetimeMs = getServerConfig().unconfirmedAlertRetentionDays * DAY_MS;
    return stored(async () =>
      toCms(await callContentDatabase('saveSearchAlert', save, Date.now(), lifetimeMs)),
    );
  },
  confirmSearchAlert: (_: unknown, { id }: { id: string }) =>
    stored(async () => {
      const alert = await callContentDatabase('confirmSearchAlert', parseAlertId(id), Date.now());
      return alert && toCms(alert);
    }),
  deleteSearchAlert: (_: unknown, { id, addressId }: { id: string; addressId?: string | null }) => {
    const owner = addressId ? parseAddressId(addressId) : null;
    return stored(() => callContentDatabase('deleteSearchAlert', parseAlertId(id), owner));
  },
  deleteSearchAlerts: (_: unknown, { addressId }: { addressId: string }) =>
    stored(() => callContentDatabase('deleteSearchAlertsForAddress', parseAddressId(addressId))),
  claimSearchAlertDigest: (_: unknown, { alertId, period }: { alertId: string; period: string }) => {
    const args = [parseAlertId(alertId), parsePeriod(period, 'period')] as const;
    return stored(() => callContentDatabase('claimSearchAlertDigest', ...args, Date.now()));
  },
  completeSearchAlertDigest: (_: unknown, args: CompleteArgs) => {
    const sinceMs = args.sinceMs ?? null;
    if (sinceMs !== null && !(Number.isFinite(sinceMs) && sinceMs >= 0)) {
      throw badAlertInput('sinceMs must be a time in ms since the epoch', 'sinceMs');
    }
    const completion = {
      alertId: parseAlertId(args.alertId),
      period: parsePeriod(args.period, 'period'),
      status: args.sent ? ('sent' as const) : ('failed' as const),
      sinceMs,
    };
    return stored(() => callContentDatabase('completeSearchAlertDigest', completion, Date.now()));
  },
};
