import { recordAnalyticsEvent } from './test-mode';

type GaEventSender = (name: string, params: Record<string, string>) => void;

/*
 * Buttons that report an event (a brochure download, a share) import this module, not react-ga4:
 * react-ga4 loads with the page-view recorder, after hydration and only where a GA id is set, and
 * hands its sender over here once GA is initialised.
 */
let sendEvent: GaEventSender | undefined;

export function setGaEventSender(sender: GaEventSender): void {
  sendEvent = sender;
}

/** A GA4 event (a brochure download, a share); nothing is sent before GA is initialised. */
export function sendGaEvent(name: string, params: Record<string, string>): void {
  if (sendEvent === undefined) return;
  sendEvent(name, params);
  recordAnalyticsEvent({ provider: 'ga', path: window.location.pathname, event: name });
}
