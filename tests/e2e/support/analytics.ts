import type { Page } from '@playwright/test';
import type { AnalyticsEvent } from '@/lib/analytics/test-mode';

/*
 * The e2e build has NEXT_PUBLIC_GA_MEASUREMENT_ID=G-TEST12345 and NEXT_PUBLIC_AD_PIXEL_ID=1234567890
 * (playwright.config.ts `webServer.env`). Nothing leaves localhost: the two analytics scripts are
 * answered with empty JavaScript, anything else external is aborted, and every such request is kept.
 */
export const GA_MEASUREMENT_ID = 'G-TEST12345';
export const AD_PIXEL_ID = '1234567890';
export const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${GA_MEASUREMENT_ID}`;
export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
const ANALYTICS_HOSTS =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|google\.com|doubleclick\.net|facebook\.net|facebook\.com)$/;
export const NOT_CONFIGURED =
  'analytics not active: was the e2e build made with NEXT_PUBLIC_GA_MEASUREMENT_ID and NEXT_PUBLIC_AD_PIXEL_ID?';

export interface Outbound {
  /** Analytics scripts the page asked for, answered with an empty script. */
  scripts: string[];
  /** Every other non-local request, aborted. */
  aborted: string[];
}

export async function keepRequestsLocal(page: Page): Promise<Outbound> {
  const outbound: Outbound = { scripts: [], aborted: [] };
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    const { hostname } = new URL(url);
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.fallback();
    if (url === PIXEL_SCRIPT_URL || url.startsWith('https://www.googletagmanager.com/gtag/js')) {
      outbound.scripts.push(url);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    }
    outbound.aborted.push(url);
    return route.abort('blockedbyclient');
  });
  return outbound;
}

/** Every request that went to Google or Meta, scripts included. */
export function trackerRequests(outbound: Outbound): string[] {
  return [...outbound.scripts, ...outbound.aborted].filter((url) =>
    ANALYTICS_HOSTS.test(new URL(url).hostname),
  );
}

/** Aborted requests to Google or Meta: beacons, pixels, anything but the two scripts. */
export function analyticsRequests(outbound: Outbound): string[] {
  return outbound.aborted.filter((url) => ANALYTICS_HOSTS.test(new URL(url).hostname));
}

/** Page views and events recorded in test mode (`window.__analyticsTestMode`, set before load). */
export function recordedEvents(page: Page): Promise<AnalyticsEvent[]> {
  return page.evaluate(() => window.__analyticsEvents ?? []);
}

export async function enableAnalyticsTestMode(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__analyticsTestMode = true;
  });
}

/** One GA and one pixel page view for each path, in that order. */
export function pageViews(...paths: string[]): AnalyticsEvent[] {
  return paths.flatMap((path): AnalyticsEvent[] => [
    { provider: 'ga', path },
    { provider: 'pixel', path },
  ]);
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** What the page queued for gtag.js and fbevents.js (gtag's `js` timestamp left out). */
export function readTrackerQueues(page: Page): Promise<{ gtag: unknown[][]; fbq: unknown[][] }> {
  return page.evaluate(() => ({
    gtag: (window.dataLayer ?? []).map((args) => [...args]).filter(([command]) => command !== 'js'),
    fbq: window.fbq?.queue ?? [],
  }));
}

/** Whether the page defined anything of the trackers: gtag's queue, or Meta's `fbq`. */
export function trackerGlobals(page: Page): Promise<{ dataLayer: boolean; fbq: boolean }> {
  return page.evaluate(() => ({ dataLayer: window.dataLayer !== undefined, fbq: window.fbq !== undefined }));
}
