import 'server-only';
import type { DigestRunReport } from './digest-run';
import { INSTANT_RUN_SERVICES } from './digest-services';
import { INSTANT_ALERT_INTERVAL_MS } from './instant-alerts';
import { runInstantAlerts } from './instant-run';

/**
 * When instant alerts run in a server: every INSTANT_ALERT_INTERVAL_MS, a few seconds after the
 * embedded engine takes a listing change (`requestInstantAlertRun`), and when a hosted sync calls
 * `POST /api/alerts/run`. One run at a time per process; a request during one runs again after it.
 * Any number of servers may run at once: each mail is claimed in the content service.
 */

/** A sync writes in batches and then moves its indices: one run once it has settled. */
const AFTER_CHANGE_DELAY_MS = 3_000;

interface InstantState {
  running: Promise<DigestRunReport | null> | null;
  again: boolean;
  timer: ReturnType<typeof setInterval> | null;
  soon: ReturnType<typeof setTimeout> | null;
  /** Which alert was last searched at which listing change (instant-run.ts). */
  searched: Map<string, number>;
}

// Route handlers, actions and instrumentation are separate bundles: one state per process.
const STATE_KEY = Symbol.for('site.instantAlerts');

function getState(): InstantState {
  const holder = globalThis as { [STATE_KEY]?: InstantState };
  holder[STATE_KEY] ??= { running: null, again: false, timer: null, soon: null, searched: new Map() };
  return holder[STATE_KEY];
}

async function runUntilQuiet(state: InstantState): Promise<DigestRunReport | null> {
  let last: DigestRunReport | null = null;
  do {
    state.again = false;
    try {
      last = await runInstantAlerts(INSTANT_RUN_SERVICES, state.searched);
      if (last.sent + last.failed + last.errors > 0) {
        console.info(
          `[alerts] Instant alerts: ${last.sent} sent, ${last.failed} failed, ${last.errors} left.`,
        );
      }
    } catch (error) {
      console.error(`[alerts] Instant alerts could not run just now: ${String(error)}`);
      last = null;
    }
  } while (state.again);
  return last;
}

/** One run now (or the one under way, run again after it); its report, or null when it could not run. */
export function runInstantAlertsNow(): Promise<DigestRunReport | null> {
  const state = getState();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = runUntilQuiet(state).finally(() => {
    state.running = null;
  });
  return state.running;
}

/** After a listing change: a run once the writes have settled. */
export function requestInstantAlertRun(): void {
  const state = getState();
  if (state.soon) clearTimeout(state.soon);
  state.soon = setTimeout(() => {
    state.soon = null;
    void runInstantAlertsNow();
  }, AFTER_CHANGE_DELAY_MS);
  state.soon.unref();
}

/** The periodic run of a server, started once at start-up, its first round one interval after. */
export function startInstantAlertTimer(): void {
  const state = getState();
  if (state.timer) return;
  state.timer = setInterval(() => void runInstantAlertsNow(), INSTANT_ALERT_INTERVAL_MS);
  state.timer.unref();
}
