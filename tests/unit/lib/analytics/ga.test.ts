// @vitest-environment jsdom
import ReactGA from 'react-ga4';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type GaModule = typeof import('@/lib/analytics/ga');
type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

let ga: GaModule;

beforeEach(async () => {
  ga = await import('@/lib/analytics/ga');
  // react-ga4 is one shared instance that remembers it was initialised.
  ReactGA.reset();
});

afterEach(() => {
  document.body.replaceChildren();
  window.localStorage.clear();
  const gtagWindow: GtagWindow = window;
  delete gtagWindow.dataLayer;
  delete gtagWindow.gtag;
  delete window.__analyticsTestMode;
  delete window.__analyticsEvents;
});

function gtagScripts(): string[] {
  return [...document.querySelectorAll('script')].map((script) => script.src);
}

function dataLayerCalls(): unknown[][] {
  const gtagWindow: GtagWindow = window;
  return (gtagWindow.dataLayer ?? []).map((args) => [...args]);
}

describe('initialiseGa', () => {
  it('adds gtag.js from Google once, with no automatic page view', () => {
    ga.initialiseGa('G-TEST12345');
    ga.initialiseGa('G-TEST12345');
    expect(gtagScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345']);
    expect(dataLayerCalls().filter(([command]) => command === 'config')).toEqual([
      ['config', 'G-TEST12345', { send_page_view: false }],
    ]);
  });

  it('loads nothing in test mode', () => {
    window.__analyticsTestMode = true;
    ga.initialiseGa('G-TEST12345');
    expect(gtagScripts()).toEqual([]);
    expect(dataLayerCalls()).toEqual([]);
  });
});

describe('sendGaPageView', () => {
  it('sends a page_view with the path and title', () => {
    ga.initialiseGa('G-TEST12345');
    ga.sendGaPageView('/search?query=sandton', 'Search | Ridgeway Commercial');
    expect(dataLayerCalls().filter(([, name]) => name === 'page_view')).toEqual([
      [
        'event',
        'page_view',
        { page_path: '/search?query=sandton', page_title: 'Search | Ridgeway Commercial' },
      ],
    ]);
    expect(window.__analyticsEvents).toBeUndefined();
  });

  it('records the page view for tests in test mode', () => {
    window.__analyticsTestMode = true;
    ga.initialiseGa('G-TEST12345');
    ga.sendGaPageView('/', 'Ridgeway Commercial');
    expect(window.__analyticsEvents).toEqual([{ provider: 'ga', path: '/' }]);
  });
});

describe('sendGaEvent', () => {
  // Fresh modules: the event module keeps the sender GA handed it, the consent module its snapshot.
  async function freshModules() {
    vi.resetModules();
    const [events, freshGa, consent] = await Promise.all([
      import('@/lib/analytics/ga-event'),
      import('@/lib/analytics/ga'),
      import('@/lib/analytics/consent'),
    ]);
    return {
      sendGaEvent: events.sendGaEvent,
      initialiseGa: freshGa.initialiseGa,
      saveConsent: consent.saveConsent,
      /** What the consent manager does once it has loaded. */
      checkConsent: () =>
        events.setGaEventConsent(() => consent.isGranted(consent.readConsent(), 'analytics')),
    };
  }

  function sentEvents(): unknown[][] {
    return dataLayerCalls().filter(([command]) => command === 'event');
  }

  it('drops an event that waited without consent once the consent manager loads, even if the visitor accepts later', async () => {
    const { sendGaEvent, initialiseGa, saveConsent, checkConsent } = await freshModules();
    sendGaEvent('share', { method: 'copy_link' });
    checkConsent();
    sendGaEvent('share', { method: 'share_sheet' });
    saveConsent({ analytics: true, marketing: true });
    initialiseGa('G-TEST12345');
    expect(sentEvents()).toEqual([]);
  });

  it('keeps an event that waited with consent until GA is initialised', async () => {
    const { sendGaEvent, initialiseGa, saveConsent, checkConsent } = await freshModules();
    saveConsent({ analytics: true, marketing: false });
    sendGaEvent('brochure_download', { web_ref: 'RC-10327' });
    checkConsent();
    initialiseGa('G-TEST12345');
    expect(sentEvents()).toEqual([['event', 'brochure_download', { web_ref: 'RC-10327' }]]);
  });

  it('drops an event after analytics was refused, though GA was loaded earlier', async () => {
    const { sendGaEvent, initialiseGa, saveConsent, checkConsent } = await freshModules();
    saveConsent({ analytics: true, marketing: true });
    checkConsent();
    initialiseGa('G-TEST12345');
    saveConsent({ analytics: false, marketing: false });
    sendGaEvent('brochure_download', { web_ref: 'RC-10327' });
    expect(sentEvents()).toEqual([]);
  });

  it('sends and records nothing before GA is initialised', async () => {
    window.__analyticsTestMode = true;
    const { sendGaEvent } = await freshModules();
    sendGaEvent('share', { method: 'copy_link' });
    expect(dataLayerCalls()).toEqual([]);
    expect(window.__analyticsEvents).toBeUndefined();
  });

  it('sends an event from before GA was initialised once it is, and only then', async () => {
    const { sendGaEvent, initialiseGa } = await freshModules();
    sendGaEvent('brochure_download', { web_ref: 'RC-10327' });
    expect(dataLayerCalls()).toEqual([]);
    initialiseGa('G-TEST12345');
    expect(dataLayerCalls().filter(([, name]) => name === 'brochure_download')).toEqual([
      ['event', 'brochure_download', { web_ref: 'RC-10327' }],
    ]);
  });

  it('sends the event through GA once it is initialised', async () => {
    const { sendGaEvent, initialiseGa } = await freshModules();
    initialiseGa('G-TEST12345');
    sendGaEvent('brochure_download', { web_ref: 'RC-10327' });
    expect(dataLayerCalls().filter(([, name]) => name === 'brochure_download')).toEqual([
      ['event', 'brochure_download', { web_ref: 'RC-10327' }],
    ]);
  });
});
