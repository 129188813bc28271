/**
 * The visitor's cookie choice, kept in their own browser (localStorage): the site stores nothing
 * about it, and a cached page stays the same for everyone. Nothing that tracks loads before it.
 */

/** Measurement (GA) and advertising (the ad pixel, Google's ad signals). */
export const CONSENT_PURPOSES = ['analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The answer for each purpose the visitor was asked about; a purpose not asked is absent. */
export type ConsentChoice = Partial<Record<ConsentPurpose, boolean>>;

export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** A choice is asked again after 12 months. */
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Raised when what a choice means changes, so every visitor is asked again. */
const STORAGE_VERSION = 1;

/** The purposes the configured trackers need: GA measures, and both can serve advertising. */
export function purposesFor(trackers: { ga: boolean; pixel: boolean }): ConsentPurpose[] {
  return CONSENT_PURPOSES.filter((purpose) =>
    purpose === 'analytics' ? trackers.ga : trackers.ga || trackers.pixel,
  );
}

/** The same answer for every purpose asked: "Accept all" or "Reject all". */
export function choiceForAll(purposes: readonly ConsentPurpose[], granted: boolean): ConsentChoice {
  return Object.fromEntries(purposes.map((purpose) => [purpose, granted]));
}

/** True when the visitor has answered for every purpose the site asks about. */
export function hasAnswered(choice: ConsentChoice | null, purposes: readonly ConsentPurpose[]): boolean {
  return choice !== null && purposes.every((purpose) => typeof choice[purpose] === 'boolean');
}

export function isGranted(choice: ConsentChoice | null, purpose: ConsentPurpose): boolean {
  return choice?.[purpose] === true;
}

export function serializeConsent(choice: ConsentChoice, now: number): string {
  return JSON.stringify({ version: STORAGE_VERSION, decidedAt: now, choice });
}

/**
 * The stored choice, or null when there is none, it is older than 12 months, from another version
 * or not ours: anything unexpected asks again rather than assume a consent.
 */
export function parseStoredConsent(raw: string | null, now: number): ConsentChoice | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { version, decidedAt, choice } = stored as Record<string, unknown>;
  if (version !== STORAGE_VERSION || typeof decidedAt !== 'number') return null;
  const age = now - decidedAt;
  if (!(age >= 0 && age < CONSENT_LIFETIME_MS)) return null;
  if (typeof choice !== 'object' || choice === null) return null;
  const answers = choice as Record<string, unknown>;
  return Object.fromEntries(
    CONSENT_PURPOSES.filter((purpose) => typeof answers[purpose] === 'boolean').map((purpose) => [
      purpose,
      answers[purpose],
    ]),
  );
}

/* The browser's copy. A browser that refuses storage keeps the choice for this page's life. */
let unsavedRaw: string | undefined;
let snapshot: { raw: string | null; choice: ConsentChoice | null } | undefined;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  if (unsavedRaw !== undefined) return unsavedRaw;
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The current choice; the same object until it changes (a `useSyncExternalStore` snapshot). */
export function readConsent(): ConsentChoice | null {
  const raw = readRaw();
  if (snapshot?.raw !== raw) snapshot = { raw, choice: parseStoredConsent(raw, Date.now()) };
  return snapshot.choice;
}

export function saveConsent(choice: ConsentChoice): void {
  const raw = serializeConsent(choice, Date.now());
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    unsavedRaw = undefined;
  } catch {
    unsavedRaw = raw;
  }
  for (const listener of listeners) listener();
}

/** Calls back when the choice changes, here or in another tab of the site. */
export function subscribeToConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
