import { recordAnalyticsEvent } from './test-mode';

export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** The shape of Meta's `fbq` stub that fbevents.js expects to find and take over. */
export interface MetaPixel {
  (...args: unknown[]): void;
  /** Installed by fbevents.js once it has loaded; until then calls wait in `queue`. */
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push?: MetaPixel;
  loaded: boolean;
  version: string;
  disablePushState: boolean;
  allowDuplicatePageViews: boolean;
}

/**
 * Meta's standard base code without the script tag it would add (next/script loads fbevents.js):
 * defining the queue makes no request. Returns the existing `fbq` if one is already there.
 */
export function installPixelQueue(): MetaPixel {
  if (window.fbq) return window.fbq;
  const fbq: MetaPixel = Object.assign(
    (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    },
    {
      queue: [],
      loaded: true,
      version: '2.0',
      // fbevents.js would otherwise send its own PageView on every history.pushState, doubling
      // the ones sent on route changes, and drop every explicit PageView after the first as a
      // duplicate. Both flags must be set before fbevents.js runs.
      disablePushState: true,
      allowDuplicatePageViews: true,
    },
  );
  fbq.push = fbq;
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

const initialisedPixelIds = new Set<string>();

/** Installs the queue and initialises the pixel once per id, before any PageView is tracked. */
export function initialisePixel(id: string): void {
  const fbq = installPixelQueue();
  if (initialisedPixelIds.has(id)) return;
  initialisedPixelIds.add(id);
  fbq('init', id);
}

export function trackPixelPageView(path: string): void {
  installPixelQueue()('track', 'PageView');
  recordAnalyticsEvent({ provider: 'pixel', path });
}

/** The 1×1 image Meta counts a page view from when JavaScript is off. */
export function buildPixelNoscriptUrl(id: string): string {
  return `https://www.facebook.com/tr?id=${encodeURIComponent(id)}&ev=PageView&noscript=1`;
}
