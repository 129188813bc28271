/** Saved searches one address may keep: enough for anyone, and a bound on what a form can store. */
export const MAX_ALERTS_PER_ADDRESS = 20;

/**
 * The most of the hour's confirmation budget (ALERT_CONFIRMATIONS_PER_HOUR) one client network (an
 * IPv4 address, an IPv6 /48) may use: a tenth, at least one. So a handful of addresses cannot spend
 * it all and pause every other visitor for the rest of the hour.
 */
export function confirmationsPerClient(hourlyBudget: number): number {
  return Math.max(1, Math.floor(hourlyBudget / 10));
}
