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
 * react-ga4 loads with the page-view recorder, after hydration and only where a GA id is set, and
 * hands its sender over here once GA is initialised. An event from before then (a press while the
 * recorder loads) waits for it.
 */
let sendEvent: GaEventSender | undefined;
const pending: PendingEvent[] = [];

function send(sender: GaEventSender, { name, params, path }: PendingEvent): void {
  sender(name, params);
  recordAnalyticsEvent({ provider: 'ga', path, event: name });
}

export function setGaEventSender(sender: GaEventSender): void {
  sendEvent = sender;
  for (const event of pending.splice(0)) send(sender, event);
}

/** A GA4 event (a brochure download, a share); one from before GA is initialised is sent then. */
export function sendGaEvent(name: string, params: Record<string, string>): void {
  const event = { name, params, path: window.location.pathname };
  if (sendEvent !== undefined) send(sendEvent, event);
  else if (pending.length < MAX_PENDING_EVENTS) pending.push(event);
}
