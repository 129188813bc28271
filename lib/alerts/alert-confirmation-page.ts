import 'server-only';
import { confirmSearchAlert, getSearchAlert, getSearchAlertsForAddress } from '@/lib/content';
import type { DealType } from '@/lib/deal';
import { MAX_ALERTS_PER_ADDRESS } from './alert-limits';
import { describe, withToken, type DescribedAlert, type PageOutcome } from './alert-pages';
import { describeSearch } from './describe-search';
import type { KnownSearchValues } from './known-values';
import { readKnownSearchValues } from './read-known-values';

/**
 * The confirm page: a confirmation link names one alert; the page shows it with the address's other
 * alerts still waiting (saved since, when the day's one e-mail had gone), in words the index knows,
 * and confirms them only when its button is pressed. Mail scanners open links; they press nothing.
 */

export interface AlertToConfirm extends DescribedAlert {
  description: string;
}

export interface ConfirmationView {
  /** The alerts the button confirms: the link's, if still unconfirmed, and the address's others. */
  waiting: AlertToConfirm[];
  /** The link's own alert when it is confirmed already. */
  confirmed: AlertToConfirm | null;
}

async function describeAll(alerts: DescribedAlert[]): Promise<AlertToConfirm[]> {
  const known = new Map<DealType, KnownSearchValues>();
  for (const { state } of alerts) {
    if (!known.has(state.dealType)) known.set(state.dealType, await readKnownSearchValues(state.dealType));
  }
  return alerts.map((entry) => ({
    ...entry,
    description: describeSearch(entry.state, { known: known.get(entry.state.dealType) }),
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
    const [first, ...rest] = await describeAll([own, ...others]);
    if (!first) return null;
    return first.alert.confirmedAt
      ? { waiting: rest, confirmed: first }
      : { waiting: [first, ...rest], confirmed: null };
  });
}

/**
 * The confirm page's button: confirms the alerts the page listed (`alertIds`) that belong to the
 * link's address; an id of another address's alert is left alone. How many it confirmed.
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
