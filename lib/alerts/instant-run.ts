import 'server-only';
import type { SearchAlert } from '@/lib/content';
import {
  deliverAlert,
  DUE_PAGE_SIZE,
  emptyRunReport,
  type DeliveryServices,
  type DigestRunReport,
} from './digest-run';
import { instantPeriod, selectInstantAlerts } from './instant-alerts';

/** What an instant run needs beyond a digest's delivery: its due alerts, and when the listings last changed. */
export interface InstantRunServices extends DeliveryServices {
  /** Confirmed instant alerts that sent nothing in the last hour, paged by id. */
  listDue(page: { after: string | null; first: number }): Promise<SearchAlert[]>;
  /** The newest listing change in the search service, in ms (to the second). */
  newestChange(): Promise<number>;
}

/**
 * Mails each due instant alert whose watermark the newest listing change has passed, once: one
 * query tells whether anything changed, and an alert found nothing new for is not searched again
 * until something changes (`searched`, this server's memory of what it searched at which change).
 * One alert's failure never stops the others; a failed delivery is tried again next run.
 */
export async function runInstantAlerts(
  services: InstantRunServices,
  searched: Map<string, number>,
): Promise<DigestRunReport> {
  const newestChange = await services.newestChange();
  const report = emptyRunReport();
  const due = new Set<string>();
  let after: string | null = null;
  for (;;) {
    const page = await services.listDue({ after, first: DUE_PAGE_SIZE });
    for (const alert of page) due.add(alert.id);
    for (const alert of selectInstantAlerts(page, newestChange, searched)) {
      report.due += 1;
      try {
        const outcome = await deliverAlert(services, alert, instantPeriod(services.now()));
        report[outcome] += 1;
        if (outcome !== 'failed' && outcome !== 'errors') searched.set(alert.id, newestChange);
      } catch (error) {
        console.error(`[alerts] Instant alert ${alert.id} was left for the next run: ${String(error)}`);
        report.errors += 1;
      }
    }
    const last = page.at(-1);
    if (!last || page.length < DUE_PAGE_SIZE) break;
    after = last.id;
  }
  // Only due alerts are remembered: the memory stays as large as the alerts are many.
  for (const id of searched.keys()) if (!due.has(id)) searched.delete(id);
  return report;
}
