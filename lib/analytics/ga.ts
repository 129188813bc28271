import ReactGA from 'react-ga4';
import { setGaEventSender } from './ga-event';
import { isAnalyticsTestMode, recordAnalyticsEvent } from './test-mode';

/**
 * Initialises react-ga4 once; it adds gtag.js from googletagmanager.com itself. In test mode
 * react-ga4 only queues its calls and loads nothing.
 */
export function initialiseGa(id: string): void {
  if (ReactGA.isInitialized) return;
  ReactGA.initialize(id, {
    testMode: isAnalyticsTestMode(),
    // `config` sends a page view by default; every page view, the first included, is sent by
    // the route-change tracker instead, so the default would count the landing page twice.
    gtagOptions: { send_page_view: false },
  });
  setGaEventSender((name, params) => ReactGA.event(name, params));
}

export function sendGaPageView(path: string, title: string): void {
  ReactGA.send({ hitType: 'pageview', page: path, title });
  recordAnalyticsEvent({ provider: 'ga', path });
}
