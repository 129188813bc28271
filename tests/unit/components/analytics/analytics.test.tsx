// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, serializeConsent, type ConsentChoice } from '@/lib/analytics/consent';

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));

vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

// next/script needs Next's head manager; a marker shows what would be loaded.
vi.mock('next/script', () => ({
  default: ({ src }: { src?: string }) => <span data-testid="next-script" data-src={src} />,
}));

/** jsdom lays nothing out: a stand-in the test tells when the band was resized. */
const resizeCallbacks = new Set<() => void>();
class ResizeObserverStub {
  constructor(private readonly callback: () => void) {}
  observe() {
    resizeCallbacks.add(this.callback);
  }
  disconnect() {
    resizeCallbacks.delete(this.callback);
  }
}
vi.stubGlobal('ResizeObserver', ResizeObserverStub);

const GA_ID = 'G-TEST12345';
const PIXEL_ID = '1234567890';

type AnalyticsModule = typeof import('@/components/analytics/analytics');
type ReactGa = (typeof import('react-ga4'))['default'];

let Analytics: AnalyticsModule['Analytics'];
let ReactGA: ReactGa;

beforeEach(async () => {
  // Fresh modules: the pixel, the consent defaults and the stored choice's snapshot are kept in them.
  vi.resetModules();
  ReactGA = (await import('react-ga4')).default;
  ReactGA.reset();
  ({ Analytics } = await import('@/components/analytics/analytics'));
  vi.spyOn(ReactGA, 'initialize');
  navigation.pathname = '/';
  navigation.search = '';
  document.title = 'Ridgeway Commercial';
  window.__analyticsTestMode = true;
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  delete window.fbq;
  delete window._fbq;
  delete window.dataLayer;
  delete window.__analyticsTestMode;
  delete window.__analyticsEvents;
});

function storeChoice(choice: ConsentChoice): void {
  window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(choice, Date.now()));
}

function storedChoice(): unknown {
  return JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')?.choice;
}

// The banner and the recorder are dynamic imports; a loaded machine takes a while over them.
const LOADING = { timeout: 5000 };
const findBanner = () => screen.findByRole('region', { name: 'Cookies on this site' }, LOADING);
const queryBanner = () => screen.queryByRole('region', { name: 'Cookies on this site' });

async function press(name: string): Promise<void> {
  await findBanner();
  fireEvent.click(screen.getByRole('button', { name }));
}

/** Nothing of Google's or Meta's: no react-ga4, no pixel queue, no Consent Mode queue, no script. */
function expectNothingTracked(): void {
  expect(ReactGA.initialize).not.toHaveBeenCalled();
  expect(window.fbq).toBeUndefined();
  expect(window.dataLayer).toBeUndefined();
  expect(window.__analyticsEvents).toBeUndefined();
  expect(screen.queryByTestId('next-script')).toBeNull();
}

/** Lets the dynamic imports (loaded here too, so they are done) and the effects after them settle. */
async function settle(): Promise<void> {
  await act(async () => {
    await import('@/components/analytics/consent-manager');
    await import('@/components/analytics/page-view-recorder');
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('Analytics without ids', () => {
  it('renders nothing, initialises nothing and records nothing', async () => {
    const { container } = render(<Analytics />);
    await settle();
    expect(container.innerHTML).toBe('');
    expectNothingTracked();
    expect(renderToStaticMarkup(<Analytics />)).toBe('');
  });
});

describe('Analytics with ids, on the server', () => {
  it('renders nothing: no banner, no script and no no-JavaScript pixel image', () => {
    expect(renderToStaticMarkup(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />)).toBe('');
    expect(renderToStaticMarkup(<Analytics adPixelId={PIXEL_ID} />)).toBe('');
  });
});

describe('Analytics with ids, before a choice', () => {
  it('asks, and loads nothing that tracks', async () => {
    render(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    const banner = await findBanner();
    expect(banner.textContent).toMatch(/analytics and marketing cookies only with your consent/);
    await settle();
    expectNothingTracked();
  });

  it('starts both trackers on "Accept all", with a page view of the page it was given on', async () => {
    navigation.pathname = '/about';
    render(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    await press('Accept all');
    await waitFor(
      () =>
        expect(window.__analyticsEvents).toEqual([
          { provider: 'ga', path: '/about' },
          { provider: 'pixel', path: '/about' },
        ]),
      LOADING,
    );
    expect(queryBanner()).toBeNull();
    expect(storedChoice()).toEqual({ analytics: true, marketing: true });
    expect(ReactGA.initialize).toHaveBeenCalledTimes(1);
  });

  it('loads nothing on "Reject all", and remembers it', async () => {
    render(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    await press('Reject all');
    expect(queryBanner()).toBeNull();
    await settle();
    expectNothingTracked();
    expect(storedChoice()).toEqual({ analytics: false, marketing: false });
  });

  it('with only analytics chosen, starts GA and not the pixel', async () => {
    render(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    await press('Choose');
    fireEvent.click(screen.getByRole('checkbox', { name: /Analytics/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(window.__analyticsEvents).toEqual([{ provider: 'ga', path: '/' }]), LOADING);
    await settle();
    expect(window.fbq).toBeUndefined();
    expect(screen.queryByTestId('next-script')).toBeNull();
    expect(storedChoice()).toEqual({ analytics: true, marketing: false });
  });

  it('keeps the page clear of the band: room below it while shown, none after', async () => {
    render(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    const banner = await findBanner();
    Object.defineProperty(banner, 'offsetHeight', { configurable: true, value: 132 });
    act(() => resizeCallbacks.forEach((callback) => callback()));
    expect(document.body.style.paddingBottom).toBe('132px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('132px');
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});

describe('Analytics with ids, after a choice', () => {
  it('records page views at once for a visitor who accepted, and does not ask again', async () => {
    storeChoice({ analytics: true, marketing: true });
    render(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    await waitFor(
      () =>
        expect(window.__analyticsEvents).toEqual([
          { provider: 'ga', path: '/' },
          { provider: 'pixel', path: '/' },
        ]),
      LOADING,
    );
    expect(queryBanner()).toBeNull();
  });

  it('stays silent for a visitor who rejected', async () => {
    storeChoice({ analytics: false, marketing: false });
    render(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    await settle();
    expect(queryBanner()).toBeNull();
    expectNothingTracked();
  });

  it('asks again about a purpose the visitor was never asked about', async () => {
    storeChoice({ marketing: true });
    render(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    expect(await findBanner()).toBeTruthy();
  });
});

describe('the "Cookie settings" link', () => {
  function renderWithLink() {
    storeChoice({ analytics: false, marketing: false });
    return render(
      <>
        <Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />
        <a href="#cookie-settings">Cookie settings</a>
      </>,
    );
  }

  it('reopens the choice with focus in it, as it stands, and Escape returns focus to the link', async () => {
    renderWithLink();
    await settle();
    const link = screen.getByRole('link', { name: 'Cookie settings' });
    link.focus();
    fireEvent.click(link);
    const banner = await findBanner();
    await waitFor(() => expect(document.activeElement).toBe(banner));
    expect(window.location.hash).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Analytics/ }).checked).toBe(false);

    fireEvent.keyDown(banner, { key: 'Escape' });
    expect(queryBanner()).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('changes the choice: accepting starts the trackers', async () => {
    renderWithLink();
    await settle();
    fireEvent.click(screen.getByRole('link', { name: 'Cookie settings' }));
    await press('Accept all');
    await waitFor(() => expect(window.__analyticsEvents).toHaveLength(2), LOADING);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cookie settings' }));
  });

  it('opens from the address a tap before hydration left, drops the fragment, and returns focus to the link', async () => {
    window.history.replaceState(null, '', '/about#cookie-settings');
    storeChoice({ analytics: false, marketing: false });
    render(<a href="#cookie-settings">Cookie settings</a>);
    const link = screen.getByRole('link', { name: 'Cookie settings' });
    link.focus();
    render(<Analytics gaMeasurementId={GA_ID} adPixelId={PIXEL_ID} />);
    const banner = await findBanner();
    expect(`${window.location.pathname}${window.location.hash}`).toBe('/about');
    // Escape reaches the band once it has focus (an effect after the band shows, slow on a loaded run).
    await waitFor(() => expect(document.activeElement).toBe(banner));
    fireEvent.keyDown(banner, { key: 'Escape' });
    expect(document.activeElement).toBe(link);
  });
});
