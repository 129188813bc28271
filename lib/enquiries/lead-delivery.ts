import 'server-only';
import { claimMailJobs, completeMailJob } from '@/lib/content';
import { drainMailJobs, type MailDrainReport, type MailJobDrainServices } from '@/lib/mail/mail-job-drain';
import { MAIL_DRAIN_INTERVAL_MS } from '@/lib/mail/mail-job-policy';
import { sendMail } from '@/lib/mail/mail-transport';
import { composeEnquiryMail } from './lead-mail';

/**
 * When the mail of enquiries goes out. The stored row and its jobs are the truth; sending is a
 * drain of due jobs, run (1) right after the enquiry action has answered, (2) every
 * MAIL_DRAIN_INTERVAL_MS in every server, for retries and for claims a killed process left, and
 * (3) by `npm run mail`. Any number of them may run at once: each job is claimed by one.
 */

export const LEAD_MAIL_SERVICES: MailJobDrainServices = {
  claim: async () => (await claimMailJobs(1))[0] ?? null,
  complete: completeMailJob,
  compose: composeEnquiryMail,
  send: sendMail,
};

interface DrainState {
  running: Promise<void> | null;
  again: boolean;
  timer: ReturnType<typeof setInterval> | null;
}

// Route handlers, actions and instrumentation are separate bundles: one state per process.
const STATE_KEY = Symbol.for('site.leadMailDrain');

function getState(): DrainState {
  const holder = globalThis as { [STATE_KEY]?: DrainState };
  holder[STATE_KEY] ??= { running: null, again: false, timer: null };
  return holder[STATE_KEY];
}

async function drainUntilQuiet(state: DrainState): Promise<void> {
  do {
    state.again = false;
    try {
      await drainMailJobs(LEAD_MAIL_SERVICES);
    } catch (error) {
      console.error(`[mail] The mail of enquiries could not be drained just now: ${String(error)}`);
    }
  } while (state.again);
}

/** One drain per process at a time; a call during one makes it look again when it ends. */
export function drainLeadMail(): Promise<void> {
  const state = getState();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = drainUntilQuiet(state).finally(() => {
    state.running = null;
  });
  return state.running;
}

/**
 * The periodic drain of a server, started once at start-up. Its first round comes one interval
 * after the start, not during it: a server restarted with a backlog answers its first visitors first.
 */
export function startLeadMailTimer(): void {
  const state = getState();
  if (state.timer) return;
  state.timer = setInterval(() => void drainLeadMail(), MAIL_DRAIN_INTERVAL_MS);
  state.timer.unref();
}

/** Every due job until none is left (`npm run mail`). */
export async function drainAllLeadMail(): Promise<MailDrainReport> {
  const total: MailDrainReport = { sent: 0, failed: 0 };
  for (;;) {
    const report = await drainMailJobs(LEAD_MAIL_SERVICES);
    total.sent += report.sent;
    total.failed += report.failed;
    if (report.sent + report.failed < 100) return total;
  }
}
