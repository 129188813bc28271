export type AnalyticsProvider = 'ga' | 'pixel';

export interface AnalyticsEvent {
  provider: AnalyticsProvider;
  path: string;
  /** Set for events other than page views. */
  event?: string;
}

/**
 * End-to-end tests set `window.__analyticsTestMode` before the page loads (Playwright
 * `addInitScript`) so they can watch page views without anything reaching Google or Meta.
 */
export function isAnalyticsTestMode(): boolean {
  return typeof window !== 'undefined' && window.__analyticsTestMode === true;
}

/** Leaves a page view where a test can read it; outside test mode the window is left alone. */
export function recordAnalyticsEvent(event: AnalyticsEvent): void {
  if (!isAnalyticsTestMode()) return;
  window.__analyticsEvents ??= [];
  window.__analyticsEvents.push(event);
}
