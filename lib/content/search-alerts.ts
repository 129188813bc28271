import 'server-only';
import type { AlertFrequency } from '@/lib/alerts/digest-period';
import { requestContent } from './client';
import {
  CLAIM_SEARCH_ALERT_DIGEST_MUTATION,
  COMPLETE_SEARCH_ALERT_DIGEST_MUTATION,
  CONFIRM_SEARCH_ALERT_MUTATION,
  DELETE_SEARCH_ALERT_MUTATION,
  DELETE_SEARCH_ALERTS_MUTATION,
  DUE_INSTANT_SEARCH_ALERTS_QUERY,
  DUE_SEARCH_ALERTS_QUERY,
  SAVE_SEARCH_ALERT_MUTATION,
  SEARCH_ALERT_QUERY,
  SEARCH_ALERTS_FOR_MANAGE_QUERY,
  UPDATE_SEARCH_ALERT_FREQUENCY_MUTATION,
} from './search-alert-operations';
import type { SearchAlert, SearchAlertInput } from './types';
import type { CmsAlertFrequency, CmsSearchAlert } from './wire-types';

/**
 * Saved searches in the content service. Never cached: each call reads or writes the store, and
 * every failure is a ContentError (bad_request for refused input).
 */

function toFrequency(value: CmsAlertFrequency): AlertFrequency {
  return value === 'INSTANT' ? 'instant' : value === 'DAILY' ? 'daily' : 'weekly';
}

function toCmsFrequency(frequency: AlertFrequency): CmsAlertFrequency {
  return frequency === 'instant' ? 'INSTANT' : frequency === 'daily' ? 'DAILY' : 'WEEKLY';
}

function toSearchAlert(alert: CmsSearchAlert): SearchAlert {
  return { ...alert, frequency: toFrequency(alert.frequency) };
}

export async function saveSearchAlert(input: SearchAlertInput): Promise<SearchAlert> {
  const { saveSearchAlert: alert } = await requestContent<{ saveSearchAlert: CmsSearchAlert }>(
    SAVE_SEARCH_ALERT_MUTATION,
    { input: { ...input, frequency: toCmsFrequency(input.frequency) } },
  );
  return toSearchAlert(alert);
}

export async function confirmSearchAlert(id: string): Promise<SearchAlert | null> {
  const { confirmSearchAlert: alert } = await requestContent<{ confirmSearchAlert: CmsSearchAlert | null }>(
    CONFIRM_SEARCH_ALERT_MUTATION,
    { id },
  );
  return alert && toSearchAlert(alert);
}

export async function getSearchAlert(id: string): Promise<SearchAlert | null> {
  const { searchAlert } = await requestContent<{ searchAlert: CmsSearchAlert | null }>(SEARCH_ALERT_QUERY, {
    id,
  });
  return searchAlert && toSearchAlert(searchAlert);
}

export async function getSearchAlertsForAddress(addressId: string): Promise<SearchAlert[]> {
  const { searchAlertsForManage } = await requestContent<{ searchAlertsForManage: CmsSearchAlert[] }>(
    SEARCH_ALERTS_FOR_MANAGE_QUERY,
    { addressId },
  );
  return searchAlertsForManage.map(toSearchAlert);
}

/** Deletes one alert, with its address's data; given an address id, only when the alert is that address's. */
export async function deleteSearchAlert(id: string, addressId?: string): Promise<boolean> {
  const { deleteSearchAlert: deleted } = await requestContent<{ deleteSearchAlert: boolean }>(
    DELETE_SEARCH_ALERT_MUTATION,
    { id, addressId: addressId ?? null },
  );
  return deleted;
}

/** Changes how often one of the address's alerts sends; null when the address has no such alert. */
export async function updateSearchAlertFrequency(
  id: string,
  addressId: string,
  frequency: AlertFrequency,
): Promise<SearchAlert | null> {
  const { updateSearchAlertFrequency: alert } = await requestContent<{
    updateSearchAlertFrequency: CmsSearchAlert | null;
  }>(UPDATE_SEARCH_ALERT_FREQUENCY_MUTATION, {
    id,
    addressId,
    frequency: toCmsFrequency(frequency),
  });
  return alert && toSearchAlert(alert);
}

export async function deleteSearchAlerts(addressId: string): Promise<number> {
  const { deleteSearchAlerts: count } = await requestContent<{ deleteSearchAlerts: number }>(
    DELETE_SEARCH_ALERTS_MUTATION,
    { addressId },
  );
  return count;
}

export interface DuePage {
  dailyPeriod: string;
  weeklyPeriod: string;
  after: string | null;
  first: number;
}

export async function getDueSearchAlerts(page: DuePage): Promise<SearchAlert[]> {
  const { dueSearchAlerts } = await requestContent<{ dueSearchAlerts: CmsSearchAlert[] }>(
    DUE_SEARCH_ALERTS_QUERY,
    { ...page },
  );
  return dueSearchAlerts.map(toSearchAlert);
}

export interface DueInstantPage {
  after: string | null;
  first: number;
}

/** Confirmed instant alerts that sent nothing in the last hour (the content service keeps the clock). */
export async function getDueInstantSearchAlerts(page: DueInstantPage): Promise<SearchAlert[]> {
  const { dueInstantSearchAlerts } = await requestContent<{ dueInstantSearchAlerts: CmsSearchAlert[] }>(
    DUE_INSTANT_SEARCH_ALERTS_QUERY,
    { ...page },
  );
  return dueInstantSearchAlerts.map(toSearchAlert);
}

export async function claimSearchAlertDigest(alertId: string, period: string): Promise<boolean> {
  const { claimSearchAlertDigest: claimed } = await requestContent<{ claimSearchAlertDigest: boolean }>(
    CLAIM_SEARCH_ALERT_DIGEST_MUTATION,
    { alertId, period },
  );
  return claimed;
}

export async function completeSearchAlertDigest(
  alertId: string,
  period: string,
  outcome: { sent: true; sinceMs: number } | { sent: false },
): Promise<void> {
  await requestContent<{ completeSearchAlertDigest: boolean }>(COMPLETE_SEARCH_ALERT_DIGEST_MUTATION, {
    alertId,
    period,
    sent: outcome.sent,
    sinceMs: outcome.sent ? outcome.sinceMs : null,
  });
}
