// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { StrictMode, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

type AnalyticsModule = typeof import('@/components/analytics/analytics');
type RecorderModule = typeof import('@/components/analytics/page-view-recorder');
type ReactGa = (typeof import('react-ga4'))['default'];

let Analytics: AnalyticsModule['Analytics'];
let PageViewRecorder: RecorderModule['PageViewRecorder'];
let ReactGA: ReactGa;

beforeEach(async () => {
  // Both providers remember that they were initialised: the pixel in its module, which is
  // re-imported, and react-ga4 in one shared instance, which is reset.
  vi.resetModules();
  ReactGA = (await import('react-ga4')).default;
  ReactGA.reset();
  ({ Analytics } = await import('@/components/analytics/analytics'));
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
  delete window.__analyticsTestMode;
  delete window.__analyticsEvents;
});

/** The recorder as Analytics loads it after hydration, rendered at once. */
function renderRecorder(props: ComponentProps<RecorderModule['PageViewRecorder']>) {
  const view = render(<PageViewRecorder {...props} />);
  return {
    ...view,
    navigate(pathname: string, search = '') {
      navigation.pathname = pathname;
      navigation.search = search;
      view.rerender(<PageViewRecorder {...props} />);
    },
  };
}

function pagesSentTo(provider: 'ga' | 'pixel'): string[] {
  return (window.__analyticsEvents ?? [])
    .filter((event) => event.provider === provider)
    .map((event) => event.path);
}

describe('Analytics without ids', () => {
  it('renders nothing, initialises nothing and records nothing', () => {
    const { container } = render(<Analytics />);
    expect(container.innerHTML).toBe('');
    expect(ReactGA.initialize).not.toHaveBeenCalled();
    expect(ReactGA.send).not.toHaveBeenCalled();
    expect(window.fbq).toBeUndefined();
    expect(window.__analyticsEvents).toBeUndefined();
    expect(renderToStaticMarkup(<Analytics />)).toBe('');
  });
});

describe('Analytics with an id', () => {
  it('loads the recorder after mounting, which records the page', async () => {
    render(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    await waitFor(() =>
      expect(window.__analyticsEvents).toEqual([
        { provider: 'ga', path: '/' },
        { provider: 'pixel', path: '/' },
      ]),
    );
    expect(ReactGA.initialize).toHaveBeenCalledTimes(1);
  });

  it('server-renders no recorder, no script and, with only the GA id, nothing at all', () => {
    expect(renderToStaticMarkup(<Analytics gaMeasurementId={GA_ID} />)).toBe('');
  });

  it('server-renders the no-JavaScript pixel image and no script tag', () => {
    const html = renderToStaticMarkup(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    expect(html).toContain(
      '<noscript><img src="https://www.facebook.com/tr?id=1234567890&amp;ev=PageView&amp;noscript=1" alt="" width="1" height="1" style="display:none"/></noscript>',
    );
    expect(html).not.toContain('googletagmanager');
  });
});

describe('the page-view recorder with both ids', () => {
  it('initialises both providers once and records the first page load as one view', () => {
    const { getByTestId } = renderRecorder({ gaMeasurementId: GA_ID, adPixelId: PIXEL_ID });

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
      ['init', PIXEL_ID],
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

  it('records one view per change of path or query string, and none on a re-render', () => {
    const view = renderRecorder({ gaMeasurementId: GA_ID, adPixelId: PIXEL_ID });
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
  });

  it('sends the title the page has when the view is recorded', () => {
    const view = renderRecorder({ gaMeasurementId: GA_ID });
    document.title = 'Search | Ridgeway Commercial';
    view.navigate('/search');
    expect(ReactGA.send).toHaveBeenLastCalledWith({
      hitType: 'pageview',
      page: '/search',
      title: 'Search | Ridgeway Commercial',
    });
  });

  it('waits for the new page title before sending, keeping GA before the pixel', async () => {
    const view = renderRecorder({ gaMeasurementId: GA_ID, adPixelId: PIXEL_ID });
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
        <PageViewRecorder gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />
      </StrictMode>,
    );
    expect(window.__analyticsEvents).toEqual([
      { provider: 'ga', path: '/' },
      { provider: 'pixel', path: '/' },
    ]);
    expect(ReactGA.initialize).toHaveBeenCalledTimes(1);
  });
});

describe('the page-view recorder with one id', () => {
  it('with only the GA id, loads no pixel', () => {
    const view = renderRecorder({ gaMeasurementId: GA_ID });
    expect(view.queryByTestId('next-script')).toBeNull();
    expect(window.fbq).toBeUndefined();
    expect(window.__analyticsEvents).toEqual([{ provider: 'ga', path: '/' }]);
  });

  it('with only the pixel id, leaves react-ga4 alone', () => {
    const view = renderRecorder({ adPixelId: PIXEL_ID });
    view.navigate('/about');
    expect(ReactGA.initialize).not.toHaveBeenCalled();
    expect(ReactGA.send).not.toHaveBeenCalled();
    expect(window.__analyticsEvents).toEqual([
      { provider: 'pixel', path: '/' },
      { provider: 'pixel', path: '/about' },
    ]);
  });
});

describe('the page-view recorder outside test mode', () => {
  it('never touches window.__analyticsEvents', () => {
    delete window.__analyticsTestMode;
    const view = renderRecorder({ gaMeasurementId: GA_ID, adPixelId: PIXEL_ID });
    view.navigate('/search');
    expect(ReactGA.send).toHaveBeenCalledTimes(2);
    expect(window.__analyticsEvents).toBeUndefined();
  });
});
