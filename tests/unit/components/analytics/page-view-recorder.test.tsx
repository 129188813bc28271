// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { StrictMode, type ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentChoice } from '@/lib/analytics/consent';

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));

vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

// next/script needs Next's head manager; a marker shows what would be loaded and how.
vi.mock('next/script', () => ({
  default: ({ id, src, strategy }: { id?: string; src?: string; strategy?: string }) => (
    <span data-testid="next-script" data-id={id} data-src={src} data-strategy={strategy} />
  ),
}));

const GA_ID = 'G-TEST12345';
const PIXEL_ID = '1234567890';
const ALL: ConsentChoice = { analytics: true, marketing: true };
const NONE: ConsentChoice = { analytics: false, marketing: false };

type RecorderModule = typeof import('@/components/analytics/page-view-recorder');
type RecorderProps = ComponentProps<RecorderModule['PageViewRecorder']>;
type ReactGa = (typeof import('react-ga4'))['default'];

let PageViewRecorder: RecorderModule['PageViewRecorder'];
let ReactGA: ReactGa;

beforeEach(async () => {
  // The providers remember that they were initialised: the pixel and the consent defaults in their
  // modules, which are re-imported, and react-ga4 in one shared instance, which is reset.
  vi.resetModules();
  ReactGA = (await import('react-ga4')).default;
  ReactGA.reset();
  ({ PageViewRecorder } = await import('@/components/analytics/page-view-recorder'));
  vi.spyOn(ReactGA, 'initialize');
  vi.spyOn(ReactGA, 'send');
  navigation.pathname = '/';
  navigation.search = '';
  document.title = 'Ridgeway Commercial';
  window.__analyticsTestMode = true;
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.fbq;
  delete window._fbq;
  delete window.dataLayer;
  delete window.__analyticsTestMode;
  delete window.__analyticsEvents;
});

function renderRecorder(initial: RecorderProps) {
  let props = initial;
  const view = render(<PageViewRecorder {...props} />);
  return {
    ...view,
    navigate(pathname: string, search = '') {
      navigation.pathname = pathname;
      navigation.search = search;
      view.rerender(<PageViewRecorder {...props} />);
    },
    choose(consent: ConsentChoice) {
      props = { ...props, consent };
      view.rerender(<PageViewRecorder {...props} />);
    },
  };
}

function pagesSentTo(provider: 'ga' | 'pixel'): string[] {
  return (window.__analyticsEvents ?? [])
    .filter((event) => event.provider === provider)
    .map((event) => event.path);
}

function consentCommands(): unknown[][] {
  return (window.dataLayer ?? []).map((args) => [...args]).filter(([command]) => command === 'consent');
}

describe('the page-view recorder with both ids and both allowed', () => {
  it('initialises both providers once and records the first page load as one view', () => {
    const { getByTestId } = renderRecorder({ gaMeasurementId: GA_ID, adPixelId: PIXEL_ID, consent: ALL });

    expect(ReactGA.initialize).toHaveBeenCalledTimes(1);
    expect(ReactGA.initialize).toHaveBeenCalledWith(GA_ID, {
      testMode: true,
      gtagOptions: { send_page_view: false },
    });
    expect(ReactGA.send).toHaveBeenCalledTimes(1);
    expect(ReactGA.send).toHaveBeenCalledWith({
      hitType: 'pageview',
      page: '/',
      title: 'Ridgeway Commercial',
    });
    expect(window.fbq?.queue).toEqual([
      ['consent', 'revoke'],
      ['init', PIXEL_ID],
      ['consent', 'grant'],
      ['track', 'PageView'],
    ]);
    expect(window.__analyticsEvents).toEqual([
      { provider: 'ga', path: '/' },
      { provider: 'pixel', path: '/' },
    ]);

    const script = getByTestId('next-script');
    expect(script.dataset.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(script.dataset.strategy).toBe('afterInteractive');
  });

  it('sets the Consent Mode defaults, then the choice, before GA is initialised', () => {
    const initialise = vi.mocked(ReactGA.initialize);
    initialise.mockImplementation(() => {
      // What the queue held when GA was asked to load.
      expect(consentCommands().map(([, action]) => action)).toEqual(['default', 'update']);
    });
    renderRecorder({ gaMeasurementId: GA_ID, consent: ALL });
    expect(initialise).toHaveBeenCalledTimes(1);
    expect(consentCommands()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          analytics_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
      [
        'consent',
        'update',
        {
          ad_storage: 'granted',
          analytics_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ],
    ]);
  });

  it('records one view per change of path or query string, and none on a re-render', () => {
    const view = renderRecorder({ gaMeasurementId: GA_ID, adPixelId: PIXEL_ID, consent: ALL });
    view.navigate('/search');
    view.navigate('/search');
    view.navigate('/search', 'query=sandton');
    view.navigate('/search', 'query=sandton');
    view.navigate('/search');

    const expected = ['/', '/search', '/search?query=sandton', '/search'];
    expect(pagesSentTo('ga')).toEqual(expected);
    expect(pagesSentTo('pixel')).toEqual(expected);
    expect(vi.mocked(ReactGA.send).mock.calls.map(([fields]) => fields.page)).toEqual(expected);
    expect(window.fbq?.queue.filter(([command]) => command === 'track')).toHaveLength(expected.length);
    expect(ReactGA.initialize).toHaveBeenCalledTimes(1);
    expect(window.fbq?.queue.filter(([command]) => command === 'init')).toHaveLength(1);
    // A navigation repeats no consent call.
    expect(consentCommands()).toHaveLength(2);
  });

  it('sends the title the page has when the view is recorded', () => {
    const view = renderRecorder({ gaMeasurementId: GA_ID, consent: ALL });
    document.title = 'Search | Ridgeway Commercial';
    view.navigate('/search');
    expect(ReactGA.send).toHaveBeenLastCalledWith({
      hitType: 'pageview',
      page: '/search',
      title: 'Search | Ridgeway Commercial',
    });
  });

  it('waits for the new page title before sending, keeping GA before the pixel', async () => {
    const view = renderRecorder({ gaMeasurementId: GA_ID, adPixelId: PIXEL_ID, consent: ALL });
    // A soft navigation drops the old <title> before the new page's metadata arrives.
    document.title = '';
    view.navigate('/search');
    expect(pagesSentTo('ga')).toEqual(['/']);
    expect(pagesSentTo('pixel')).toEqual(['/']);

    document.title = 'Commercial property to let | Ridgeway Commercial';
    await waitFor(() => expect(pagesSentTo('pixel')).toEqual(['/', '/search']));
    expect(window.__analyticsEvents?.slice(2)).toEqual([
      { provider: 'ga', path: '/search' },
      { provider: 'pixel', path: '/search' },
    ]);
    expect(ReactGA.send).toHaveBeenLastCalledWith({
      hitType: 'pageview',
      page: '/search',
      title: 'Commercial property to let | Ridgeway Commercial',
    });
  });

  it("counts once under strict mode's repeated effects", () => {
    render(
      <StrictMode>
        <PageViewRecorder gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} consent={ALL} />
      </StrictMode>,
    );
    expect(window.__analyticsEvents).toEqual([
      { provider: 'ga', path: '/' },
      { provider: 'pixel', path: '/' },
    ]);
    expect(ReactGA.initialize).toHaveBeenCalledTimes(1);
  });
});

describe('the page-view recorder and the visitor consent', () => {
  it('with analytics only, loads GA and no pixel', () => {
    const view = renderRecorder({
      gaMeasurementId: GA_ID,
      adPixelId: PIXEL_ID,
      consent: { analytics: true, marketing: false },
    });
    view.navigate('/about');
    expect(view.queryByTestId('next-script')).toBeNull();
    expect(window.fbq).toBeUndefined();
    expect(pagesSentTo('ga')).toEqual(['/', '/about']);
    expect(pagesSentTo('pixel')).toEqual([]);
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        analytics_storage: 'granted',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
  });

  it('with marketing only, loads the pixel and leaves GA unloaded', () => {
    const view = renderRecorder({
      gaMeasurementId: GA_ID,
      adPixelId: PIXEL_ID,
      consent: { analytics: false, marketing: true },
    });
    expect(view.getByTestId('next-script')).toBeTruthy();
    expect(ReactGA.initialize).not.toHaveBeenCalled();
    expect(pagesSentTo('pixel')).toEqual(['/']);
    expect(pagesSentTo('ga')).toEqual([]);
  });

  it('passes a withdrawal on and counts nothing after it, then the current page once allowed again', () => {
    const view = renderRecorder({ gaMeasurementId: GA_ID, adPixelId: PIXEL_ID, consent: ALL });
    view.choose(NONE);
    view.navigate('/about');
    expect(window.__analyticsEvents).toEqual([
      { provider: 'ga', path: '/' },
      { provider: 'pixel', path: '/' },
    ]);
    expect(window.fbq?.queue.at(-1)).toEqual(['consent', 'revoke']);
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    expect(view.queryByTestId('next-script')).toBeNull();

    view.choose({ analytics: true, marketing: false });
    expect(pagesSentTo('ga')).toEqual(['/', '/about']);
    expect(pagesSentTo('pixel')).toEqual(['/']);
  });

  it('with only the pixel id, leaves react-ga4 and Consent Mode alone', () => {
    const view = renderRecorder({ adPixelId: PIXEL_ID, consent: { marketing: true } });
    view.navigate('/about');
    expect(ReactGA.initialize).not.toHaveBeenCalled();
    expect(ReactGA.send).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
    expect(pagesSentTo('pixel')).toEqual(['/', '/about']);
  });
});

describe('the page-view recorder outside test mode', () => {
  it('never touches window.__analyticsEvents', () => {
    delete window.__analyticsTestMode;
    const view = renderRecorder({ gaMeasurementId: GA_ID, adPixelId: PIXEL_ID, consent: ALL });
    view.navigate('/search');
    expect(ReactGA.send).toHaveBeenCalledTimes(2);
    expect(window.__analyticsEvents).toBeUndefined();
  });
});
