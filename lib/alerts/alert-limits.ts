/** Saved searches one address may keep: enough for anyone, and a bound on what a form can store. */
export const MAX_ALERTS_PER_ADDRESS = 20;
