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

/**
 * Installs the queue and initialises the pixel once per id, before any PageView is tracked. Consent
 * is revoked before `init`, as Meta's consent guide has it, so the pixel sends nothing until
 * `setPixelConsent(true)` (developers.facebook.com/docs/meta-pixel/implementation/gdpr).
 */
export function initialisePixel(id: string): void {
  const fbq = installPixelQueue();
  if (initialisedPixelIds.has(id)) return;
  if (initialisedPixelIds.size === 0) fbq('consent', 'revoke');
  initialisedPixelIds.add(id);
  fbq('init', id);
}

/** The visitor's marketing choice, passed on to a pixel already initialised: revoked, it sends nothing. */
export function setPixelConsent(granted: boolean): void {
  window.fbq?.('consent', granted ? 'grant' : 'revoke');
}

export function trackPixelPageView(path: string): void {
  installPixelQueue()('track', 'PageView');
  recordAnalyticsEvent({ provider: 'pixel', path });
}
