// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type MetaPixelModule = typeof import('@/lib/analytics/meta-pixel');

let pixel: MetaPixelModule;

beforeEach(async () => {
  // Each test gets its own module, so the "initialise once" record starts empty.
  vi.resetModules();
  pixel = await import('@/lib/analytics/meta-pixel');
});

afterEach(() => {
  delete window.fbq;
  delete window._fbq;
  delete window.__analyticsTestMode;
  delete window.__analyticsEvents;
});

describe('installPixelQueue', () => {
  it('defines a queueing fbq with the SPA flags and adds no script', () => {
    const fbq = pixel.installPixelQueue();
    expect(window.fbq).toBe(fbq);
    expect(window._fbq).toBe(fbq);
    expect(fbq.push).toBe(fbq);
    expect({ ...fbq }).toMatchObject({
      loaded: true,
      version: '2.0',
      disablePushState: true,
      allowDuplicatePageViews: true,
      queue: [],
    });
    fbq('track', 'Lead');
    expect(fbq.queue).toEqual([['track', 'Lead']]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('keeps an fbq that is already there', () => {
    const first = pixel.installPixelQueue();
    expect(pixel.installPixelQueue()).toBe(first);
  });

  it('hands calls to fbevents.js once it has installed callMethod', () => {
    const fbq = pixel.installPixelQueue();
    const callMethod = vi.fn();
    fbq.callMethod = callMethod;
    fbq('track', 'PageView');
    expect(callMethod).toHaveBeenCalledWith('track', 'PageView');
    expect(fbq.queue).toEqual([]);
  });
});

describe('initialisePixel and trackPixelPageView', () => {
  it('revokes consent before the first init, initialises each id once, before the page views', () => {
    pixel.initialisePixel('1234567890');
    pixel.initialisePixel('1234567890');
    pixel.trackPixelPageView('/');
    expect(window.fbq?.queue).toEqual([
      ['consent', 'revoke'],
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
  });

  it('records the page view for tests only in test mode', () => {
    pixel.trackPixelPageView('/');
    expect(window.__analyticsEvents).toBeUndefined();

    window.__analyticsTestMode = true;
    pixel.trackPixelPageView('/search?query=sandton');
    expect(window.__analyticsEvents).toEqual([{ provider: 'pixel', path: '/search?query=sandton' }]);
  });
});

describe('setPixelConsent', () => {
  it('grants and revokes consent on an initialised pixel, in order', () => {
    pixel.initialisePixel('1234567890');
    pixel.setPixelConsent(true);
    pixel.setPixelConsent(false);
    expect(window.fbq?.queue).toEqual([
      ['consent', 'revoke'],
      ['init', '1234567890'],
      ['consent', 'grant'],
      ['consent', 'revoke'],
    ]);
  });

  it('installs nothing for a pixel never initialised', () => {
    pixel.setPixelConsent(false);
    expect(window.fbq).toBeUndefined();
  });
});

describe('META_PIXEL_SCRIPT_URL', () => {
  it("is Meta's script address", () => {
    expect(pixel.META_PIXEL_SCRIPT_URL).toBe('https://connect.facebook.net/en_US/fbevents.js');
  });
});
