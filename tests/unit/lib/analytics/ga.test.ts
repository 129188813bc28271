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
  // Fresh modules: the event module keeps the sender GA handed it.
  async function freshModules() {
    vi.resetModules();
    const [events, freshGa] = await Promise.all([
      import('@/lib/analytics/ga-event'),
      import('@/lib/analytics/ga'),
    ]);
    return { sendGaEvent: events.sendGaEvent, initialiseGa: freshGa.initialiseGa };
  }

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
