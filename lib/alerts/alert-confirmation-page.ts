import 'server-only';
import { confirmSearchAlert, getSearchAlert, getSearchAlertsForAddress } from '@/lib/content';
import type { DealType } from '@/lib/deal';
import { MAX_ALERTS_PER_ADDRESS } from './alert-limits';
import { describe, withToken, type DescribedAlert, type PageOutcome } from './alert-pages';
import { describeAlert } from './describe-search';
import type { KnownSearchValues } from './known-values';
import { readKnownSearchValues } from './read-known-values';

/**
 * The confirm page: a confirmation link names one alert. Anyone may save searches for any address,
 * so the page confirms what the link names and nothing else unasked: it lists every alert of the
 * address still waiting, each with a box of its own, the link's own alone ticked, in values the
 * index knows, and confirms the ticked ones only when its button is pressed. Mail scanners open
 * links; they press nothing.
 */

export interface AlertToConfirm extends DescribedAlert {
  description: string;
  /** The link's own alert: its box is ticked to begin with; every other one is not. */
  named: boolean;
}

export interface ConfirmationView {
  /** Every alert of the address not yet confirmed, the link's own first. */
  waiting: AlertToConfirm[];
  /** The link's own alert when it is confirmed already. */
  confirmed: AlertToConfirm | null;
}

async function describeAll(alerts: DescribedAlert[], namedId: string): Promise<AlertToConfirm[]> {
  const known = new Map<DealType, KnownSearchValues>();
  for (const { state } of alerts) {
    if (!known.has(state.dealType)) known.set(state.dealType, await readKnownSearchValues(state.dealType));
  }
  return alerts.map((entry) => ({
    ...entry,
    description: describeAlert(entry, known.get(entry.state.dealType)),
    named: entry.alert.id === namedId,
  }));
}

/** What the confirm page shows for a link; null when the link's alert no longer exists. */
export function readConfirmToken(token: string): Promise<PageOutcome<ConfirmationView | null>> {
  return withToken(token, 'confirm', async (id) => {
    const own = describe(await getSearchAlert(id));
    if (!own) return null;
    const others = (await getSearchAlertsForAddress(own.alert.addressId))
      .filter((alert) => alert.id !== id && !alert.confirmedAt)
      .map(describe)
      .filter((entry) => entry !== null);
    const [first, ...rest] = await describeAll([own, ...others], id);
    if (!first) return null;
    return first.alert.confirmedAt
      ? { waiting: rest, confirmed: first }
      : { waiting: [first, ...rest], confirmed: null };
  });
}

/**
 * The confirm page's button: confirms the ticked alerts (`alertIds`) that belong to the link's
 * address and wait; an id of another address's alert is left alone. How many it confirmed.
 */
export function confirmWithToken(token: string, alertIds: readonly string[]): Promise<PageOutcome<number>> {
  return withToken(token, 'confirm', async (id) => {
    const own = await getSearchAlert(id);
    if (!own) return 0;
    const chosen = new Set(alertIds.slice(0, MAX_ALERTS_PER_ADDRESS));
    const ofAddress = await getSearchAlertsForAddress(own.addressId);
    const toConfirm = ofAddress.filter((alert) => chosen.has(alert.id) && !alert.confirmedAt);
    for (const alert of toConfirm) await confirmSearchAlert(alert.id);
    return toConfirm.length;
  });
}
