import 'server-only';
import { publicConfig } from '@/lib/config';
import type { SearchState } from '@/lib/search/state/search-state';
import { alertSearchHref } from './alert-state';
import { signAlertToken, type AlertTokenPurpose } from './alert-tokens';
import { getAlertsSecret } from './alerts-secret';

/** Absolute links of the alert e-mails: each carries a signed token, never an address. */

export const ALERT_PAGE_PATHS = {
  confirm: '/alerts/confirm',
  unsubscribe: '/alerts/unsubscribe',
  manage: '/alerts/manage',
} as const satisfies Record<AlertTokenPurpose, string>;

/** RFC 8058's one-click target: a POST from the mail client, never a page. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

function withToken(path: string, purpose: AlertTokenPurpose, subject: string): string {
  const token = signAlertToken(purpose, subject, getAlertsSecret());
  return `${publicConfig.siteUrl}${path}?token=${encodeURIComponent(token)}`;
}

export interface AlertLinks {
  unsubscribe: string;
  oneClickUnsubscribe: string;
  manage: string;
}

export function buildAlertLinks(alertId: string, addressId: string): AlertLinks {
  return {
    unsubscribe: withToken(ALERT_PAGE_PATHS.unsubscribe, 'unsubscribe', alertId),
    oneClickUnsubscribe: withToken(ONE_CLICK_UNSUBSCRIBE_PATH, 'unsubscribe', alertId),
    manage: withToken(ALERT_PAGE_PATHS.manage, 'manage', addressId),
  };
}

export function buildConfirmLink(alertId: string): string {
  return withToken(ALERT_PAGE_PATHS.confirm, 'confirm', alertId);
}

export function absoluteUrl(path: string): string {
  return path.startsWith('http') ? path : `${publicConfig.siteUrl}${path}`;
}

export function absoluteSearchUrl(state: SearchState): string {
  return absoluteUrl(alertSearchHref(state));
}

/** RFC 8058: mail clients offer "Unsubscribe" and POST `List-Unsubscribe=One-Click` to the link. */
export function unsubscribeHeaders(links: AlertLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
