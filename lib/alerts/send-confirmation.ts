import 'server-only';
import { releaseAlertConfirmation, reserveAlertConfirmation, type SearchAlert } from '@/lib/content';
import { sendMail } from '@/lib/mail/mail-transport';
import { maskEmail } from '@/lib/mail/mask-email';
import { getServerConfig } from '@/lib/server-config';
import type { SearchState } from '@/lib/search/state/search-state';
import type { KnownSearchValues } from './known-values';
import { composeConfirmationMail } from './mail/alert-emails';

/**
 * `sent`; `not-needed` (the alert is confirmed already); `sent-recently` (the address had its one
 * confirmation of the day, whose page lists this search too, for its owner to tick); `client-limit`
 * (the client network asking had its share of the hour's budget); `paused` (the hour's budget of
 * all addresses is spent); `failed` (nothing was sent, and the reservation is given back).
 */
export type ConfirmationOutcome =
  'sent' | 'not-needed' | 'sent-recently' | 'client-limit' | 'paused' | 'failed';

const BUDGET_LOG_INTERVAL_MS = 60_000;
const LAST_BUDGET_LOG = Symbol.for('site.alerts.budgetLoggedAt');
type LogHolder = { [LAST_BUDGET_LOG]?: number };

/** Says so in the log when the budget is reached; under a flood, once a minute rather than once a save. */
function logBudgetSpent(): void {
  const holder = globalThis as LogHolder;
  const now = Date.now();
  if (now - (holder[LAST_BUDGET_LOG] ?? 0) < BUDGET_LOG_INTERVAL_MS) return;
  holder[LAST_BUDGET_LOG] = now;
  console.warn(
    `[alerts] The hourly budget of ${getServerConfig().alertConfirmationsPerHour} confirmation e-mails (ALERT_CONFIRMATIONS_PER_HOUR) is reached: alerts are saved, but no confirmation goes out until the last hour's count drops below it.`,
  );
}

/**
 * The double opt-in e-mail of a saved search, within its bounds: one per address in 24 hours
 * however many saves from however many clients, and the hourly budget of all addresses together,
 * of which the client network asking (`clientId`, alert-tokens.ts) may use a tenth; all counted in
 * the content service so every instance counts alike.
 */
export async function sendAlertConfirmation(
  alert: SearchAlert,
  state: SearchState,
  known: KnownSearchValues,
  clientId: string,
): Promise<ConfirmationOutcome> {
  if (alert.confirmedAt) return 'not-needed';
  let reservation;
  try {
    reservation = await reserveAlertConfirmation(alert.addressId, clientId);
  } catch (error) {
    console.error(`[alerts] The confirmation budget could not be read: ${String(error)}`);
    return 'failed';
  }
  if (reservation === 'address-limit') return 'sent-recently';
  if (reservation === 'client-share-spent') return 'client-limit';
  if (reservation === 'hourly-budget-spent') {
    logBudgetSpent();
    return 'paused';
  }
  try {
    await sendMail(await composeConfirmationMail(alert, state, known));
    return 'sent';
  } catch (error) {
    console.error(`[alerts] The confirmation to ${maskEmail(alert.email)} failed: ${String(error)}`);
    await releaseAlertConfirmation(alert.addressId).catch((cause: unknown) => {
      console.error(`[alerts] The confirmation could not be given back: ${String(cause)}`);
    });
    return 'failed';
  }
}
