import type { MetaPixel } from './meta-pixel';
import type { AnalyticsEvent } from './test-mode';

declare global {
  interface Window {
    /** Set by end-to-end tests only; see `isAnalyticsTestMode`. */
    __analyticsTestMode?: boolean;
    /** Page views recorded in test mode, oldest first. */
    __analyticsEvents?: AnalyticsEvent[];
    /** Meta's pixel entry point: our queue until fbevents.js takes it over. */
    fbq?: MetaPixel;
    _fbq?: MetaPixel;
    /** gtag.js's command queue: `arguments` objects, oldest first. */
    dataLayer?: IArguments[];
  }
}

export {};
