import 'server-only';
import type { SearchAlert } from '@/lib/content';
import type { SearchState } from '@/lib/search/state/search-state';
import { parseAlertStateKey } from './alert-state';
import { digestPeriod } from './digest-period';
import type { DigestContent } from './mail/alert-emails';
import { maskEmail } from '@/lib/mail/mask-email';
import type { OutgoingMail } from '@/lib/mail/mail-transport';

/** What a run needs from the content service, the search service and the mail server. */
export interface DigestRunServices {
  listDue(page: {
    dailyPeriod: string;
    weeklyPeriod: string;
    after: string | null;
    first: number;
  }): Promise<SearchAlert[]>;
  claim(alertId: string, period: string): Promise<boolean>;
  complete(
    alertId: string,
    period: string,
    outcome: { sent: true; sinceMs: number } | { sent: false },
  ): Promise<void>;
  search(state: SearchState, sinceMs: number): Promise<DigestContent>;
  compose(alert: SearchAlert, state: SearchState, content: DigestContent): Promise<OutgoingMail>;
  send(mail: OutgoingMail): Promise<void>;
  now(): Date;
}

export interface DigestRunReport {
  /** Due alerts looked at. */
  due: number;
  sent: number;
  /** Deliveries that failed: tried again on the next run. */
  failed: number;
  /** Alerts with nothing new: no e-mail. */
  empty: number;
  /** Claimed by another run already. */
  skipped: number;
  /** Alerts whose search or bookkeeping failed; they stay due. */
  errors: number;
}

export const DUE_PAGE_SIZE = 100;

export type DeliveryOutcome = Exclude<keyof DigestRunReport, 'due'>;

export function emptyRunReport(): DigestRunReport {
  return { due: 0, sent: 0, failed: 0, empty: 0, skipped: 0, errors: 0 };
}

export type DeliveryServices = Pick<
  DigestRunServices,
  'claim' | 'complete' | 'search' | 'compose' | 'send' | 'now'
>;

/**
 * One alert's e-mail for a period: its search since its watermark, nothing when that finds nothing,
 * else claimed for the period, sent, and recorded (the watermark moves to when the search ran).
 */
export async function deliverAlert(
  services: DeliveryServices,
  alert: SearchAlert,
  period: string,
): Promise<DeliveryOutcome> {
  const state = parseAlertStateKey(alert.stateKey);
  if (!state) return 'errors';
  // The watermark a sent digest moves to: listings changed while it is sent go into the next one.
  const searchedAt = services.now().getTime();
  const content = await services.search(state, alert.sinceMs);
  if (content.total === 0) return 'empty';
  if (!(await services.claim(alert.id, period))) return 'skipped';
  try {
    await services.send(await services.compose(alert, state, content));
  } catch (error) {
    console.error(
      `[alerts] Digest to ${maskEmail(alert.email)} failed, tried again next run: ${String(error)}`,
    );
    await services.complete(alert.id, period, { sent: false });
    return 'failed';
  }
  await services.complete(alert.id, period, { sent: true, sinceMs: searchedAt });
  return 'sent';
}

/**
 * Sends every due digest once: each alert is searched for listings changed since its last digest,
 * claimed for its period before its e-mail goes, and recorded as sent or failed after. One alert's
 * failure never stops the others; a run that dies mid-send leaves a claim, which no run sends again
 * in that period.
 */
export async function runDigests(services: DigestRunServices): Promise<DigestRunReport> {
  const now = services.now();
  const periods = { dailyPeriod: digestPeriod('daily', now), weeklyPeriod: digestPeriod('weekly', now) };
  const report = emptyRunReport();
  let after: string | null = null;
  for (;;) {
    const page = await services.listDue({ ...periods, after, first: DUE_PAGE_SIZE });
    for (const alert of page) {
      // Instant alerts have runs of their own (instant-run.ts).
      if (alert.frequency === 'instant') continue;
      report.due += 1;
      try {
        report[await deliverAlert(services, alert, digestPeriod(alert.frequency, now))] += 1;
      } catch (error) {
        console.error(`[alerts] Alert ${alert.id} was left for the next run: ${String(error)}`);
        report.errors += 1;
      }
    }
    const last = page.at(-1);
    if (!last || page.length < DUE_PAGE_SIZE) return report;
    after = last.id;
  }
}
