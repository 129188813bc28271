import { recordAnalyticsEvent } from './test-mode';

type GaEventSender = (name: string, params: Record<string, string>) => void;

interface PendingEvent {
  name: string;
  params: Record<string, string>;
  path: string;
}

/** Events kept while GA loads; a site without a GA id keeps at most these, never sent. */
const MAX_PENDING_EVENTS = 20;

/*
 * Buttons that report an event (a brochure download, a share) import this module, not react-ga4:
 * react-ga4 loads with the page-view recorder, after hydration and only after the visitor's
 * analytics consent, and hands its sender over here once GA is initialised. An event from before
 * then (a press while the recorder loads) waits for it. The consent manager hands over its check
 * when it loads (only where a tracker id is set, so a site without one carries none of it): from
 * then on an event without analytics consent is dropped, and so are the ones that waited without
 * it, so a choice made later never reaches back to what was pressed before it.
 */
let sendEvent: GaEventSender | undefined;
let hasConsent: (() => boolean) | undefined;
const pending: PendingEvent[] = [];

function send(sender: GaEventSender, { name, params, path }: PendingEvent): void {
  sender(name, params);
  recordAnalyticsEvent({ provider: 'ga', path, event: name });
}

export function setGaEventSender(sender: GaEventSender): void {
  sendEvent = sender;
  for (const event of pending.splice(0)) send(sender, event);
}

/** Whether the visitor allows analytics now; events wait for GA only while it says so. */
export function setGaEventConsent(check: () => boolean): void {
  hasConsent = check;
  if (!check()) pending.length = 0;
}

/** A GA4 event (a brochure download, a share), with analytics consent; one from before GA is initialised is sent then. */
export function sendGaEvent(name: string, params: Record<string, string>): void {
  if (hasConsent !== undefined && !hasConsent()) return;
  const event = { name, params, path: window.location.pathname };
  if (sendEvent !== undefined) send(sendEvent, event);
  else if (pending.length < MAX_PENDING_EVENTS) pending.push(event);
}
