import type { BrowserContext, Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, serializeConsent, type ConsentChoice } from '@/lib/analytics/consent';

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

/**
 * A visitor who made this cookie choice on an earlier visit: it is in the browser's storage before
 * any page's scripts run. A choice the test then makes in a page is kept, not overwritten.
 */
export async function rememberConsent(
  target: Page | BrowserContext,
  choice: ConsentChoice,
  decidedAt = Date.now(),
): Promise<void> {
  await target.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [CONSENT_STORAGE_KEY, serializeConsent(choice, decidedAt)] as const,
  );
}

/** The choice the page's storage holds, as the site wrote it. */
export function storedConsent(page: Page): Promise<unknown> {
  return page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null')?.choice ?? null,
    CONSENT_STORAGE_KEY,
  );
}
