import 'server-only';
import type { Metadata } from 'next';
import {
  deleteSearchAlert,
  deleteSearchAlerts,
  getSearchAlert,
  getSearchAlertsForAddress,
  updateSearchAlertFrequency,
  type SearchAlert,
} from '@/lib/content';
import type { SearchState } from '@/lib/search/state/search-state';
import { ALERT_PAGE_PATHS } from './alert-links';
import { parseAlertStateKey } from './alert-state';
import { verifyAlertToken, type AlertTokenPurpose } from './alert-tokens';
import { getAlertsSecret } from './alerts-secret';
import type { AlertFrequency } from './digest-period';

/**
 * What the confirm, unsubscribe and manage pages (and their actions) do with a link's token. Every
 * failure is an outcome the page words, never an error page: a made-up or expired link, an alert
 * already gone, or the content service down.
 */

export type TokenProblem = 'invalid' | 'expired' | 'unavailable';

export interface DescribedAlert {
  alert: SearchAlert;
  state: SearchState;
}

export type PageOutcome<T> = { ok: true; value: T } | { ok: false; problem: TokenProblem };

/** The first value of `?token=`; anything else reads as no token. */
export function readToken(value: string | string[] | undefined): string {
  const token = Array.isArray(value) ? value[0] : value;
  return typeof token === 'string' ? token : '';
}

export async function withToken<T>(
  token: string,
  purpose: AlertTokenPurpose,
  work: (subject: string) => Promise<T>,
): Promise<PageOutcome<T>> {
  let check;
  try {
    check = verifyAlertToken(token, purpose, getAlertsSecret());
  } catch (error) {
    console.error(`[alerts] Links cannot be checked: ${String(error)}`);
    return { ok: false, problem: 'unavailable' };
  }
  if (!check.ok) return { ok: false, problem: check.reason === 'expired' ? 'expired' : 'invalid' };
  try {
    return { ok: true, value: await work(check.subject) };
  } catch (error) {
    console.error(`[alerts] The content service failed: ${String(error)}`);
    return { ok: false, problem: 'unavailable' };
  }
}

export function describe(alert: SearchAlert | null): DescribedAlert | null {
  const state = alert && parseAlertStateKey(alert.stateKey);
  return alert && state ? { alert, state } : null;
}

export function readUnsubscribeToken(token: string): Promise<PageOutcome<DescribedAlert | null>> {
  return withToken(token, 'unsubscribe', async (id) => describe(await getSearchAlert(id)));
}

/** Deletes the alert an unsubscribe link names, with the address it held. */
export function unsubscribeWithToken(token: string): Promise<PageOutcome<boolean>> {
  return withToken(token, 'unsubscribe', (id) => deleteSearchAlert(id));
}

export interface ManagedAlerts {
  addressId: string;
  alerts: DescribedAlert[];
}

export function readManageToken(token: string): Promise<PageOutcome<ManagedAlerts>> {
  return withToken(token, 'manage', async (addressId) => {
    const alerts = await getSearchAlertsForAddress(addressId);
    return { addressId, alerts: alerts.map(describe).filter((entry) => entry !== null) };
  });
}

/** Changes how often one alert of the address a manage link names sends; another address's alert is left alone. */
export function changeFrequencyWithManageToken(
  token: string,
  alertId: string,
  frequency: AlertFrequency,
): Promise<PageOutcome<boolean>> {
  return withToken(token, 'manage', async (addressId) =>
    Boolean(await updateSearchAlertFrequency(alertId.slice(0, 64), addressId, frequency)),
  );
}

/** Deletes one alert of the address a manage link names; another address's alert is left alone. */
export function deleteWithManageToken(token: string, alertId: string): Promise<PageOutcome<boolean>> {
  return withToken(token, 'manage', (addressId) => deleteSearchAlert(alertId.slice(0, 64), addressId));
}

export function deleteAllWithManageToken(token: string): Promise<PageOutcome<number>> {
  return withToken(token, 'manage', (addressId) => deleteSearchAlerts(addressId));
}

/**
 * Pages reached from one person's e-mail: never indexed, canonical without the token, and their
 * address (with the token) never sent to another site. `same-origin`, not `no-referrer`: under
 * `no-referrer` a browser posts a form with `Origin: null`, which Next refuses as a cross-site
 * server action, so the pages' buttons did nothing before their scripts ran.
 */
export function alertPageMetadata(purpose: AlertTokenPurpose, title: string, description: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: ALERT_PAGE_PATHS[purpose] },
    robots: { index: false, follow: false },
    referrer: 'same-origin',
  };
}

export const TOKEN_PROBLEM_MESSAGES: Record<TokenProblem, string> = {
  invalid: 'This link is not valid. Please open it again from the e-mail, copied whole.',
  expired:
    'This link has expired. Links from an alert e-mail work for a limited time; newer e-mails carry fresh ones.',
  unavailable: 'We cannot reach your alerts just now. Please try again in a few minutes.',
};
