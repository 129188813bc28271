import { MAX_DIGEST_ATTEMPTS, type DigestStatus } from './digest-period';

/**
 * Alerts "as soon as they are listed": each server looks every minute (and soon after a listing
 * sync writes to the embedded engine) for instant alerts with new or changed listings, and mails
 * each at most once an hour. A mail is claimed as a digest is, in a transaction of the content
 * service, so any number of servers send it once; its period names the minute it was claimed,
 * and the claim is refused while the alert has one sent or under way in the last hour.
 */

/** An instant alert mails at most once in this long. */
export const INSTANT_ALERT_GAP_MS = 60 * 60 * 1000;

/** How often a server looks for instant alerts to send: a new listing reaches them within two of these. */
export const INSTANT_ALERT_INTERVAL_MS = 60 * 1000;

const INSTANT_PERIOD_PREFIX = 'instant:';
const INSTANT_PERIOD = /^instant:\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** `instant:2026-12-06T08:15`: the minute (UTC) a run claimed an instant mail. */
export function instantPeriod(now: Date): string {
  return `${INSTANT_PERIOD_PREFIX}${now.toISOString().slice(0, 16)}`;
}

export function isInstantPeriod(period: string): boolean {
  return INSTANT_PERIOD.test(period);
}

/** The LIKE pattern of instant periods in the digests table. */
export const INSTANT_PERIOD_PATTERN = `${INSTANT_PERIOD_PREFIX}%`;

export interface InstantDigestRow {
  status: DigestStatus;
  /** ISO time of the claim, or of its outcome once recorded. */
  updatedAt: string;
}

/**
 * Whether an instant alert may be claimed now, from its instant mails so far: not while one was
 * sent or is under way within the last hour (a claim a crashed run left counts, as the mail may
 * have gone), nor after as many failures in that hour as a digest is tried.
 */
export function decideInstantClaim(rows: readonly InstantDigestRow[], nowMs: number): 'claim' | 'skip' {
  const recent = rows.filter((row) => Date.parse(row.updatedAt) > nowMs - INSTANT_ALERT_GAP_MS);
  if (recent.some((row) => row.status !== 'failed')) return 'skip';
  return recent.length >= MAX_DIGEST_ATTEMPTS ? 'skip' : 'claim';
}

export interface InstantCandidate {
  id: string;
  /** Listings changed at or after this time (ms) are new to the alert. */
  sinceMs: number;
}

/**
 * The due instant alerts worth a search now: those a listing change has passed (the newest change
 * in the index at or after the alert's watermark) and that this server has not yet searched since
 * that change. `searched` maps an alert to the newest change it was searched at; an alert found
 * nothing new for is not searched again until the index changes, so a quiet index costs one query
 * a minute however many alerts there are.
 */
export function selectInstantAlerts<Alert extends InstantCandidate>(
  due: readonly Alert[],
  newestChangeMs: number,
  searched: ReadonlyMap<string, number>,
): Alert[] {
  // Changes are known to the second (`updated_timestamp`), as the alert's search asks for them.
  const passed = (alert: Alert) => newestChangeMs >= Math.floor(alert.sinceMs / 1000) * 1000;
  return due.filter((alert) => passed(alert) && (searched.get(alert.id) ?? -Infinity) < newestChangeMs);
}
