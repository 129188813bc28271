import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { Browser } from '@playwright/test';

/*
 * A new visitor on a phone as most South African visitors carry one: 390 × 844 touch screen,
 * 150 ms round trips, 1.6 Mbps down, a CPU four times slower than this machine's, nothing cached.
 */

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const PHONE_PROFILE = '390 × 844 touch, 150 ms latency, 1.6 Mbps down, CPU ×4, empty cache';

/**
 * The benches run under tsx, whose esbuild keeps function names by wrapping each named function in
 * `__name(…)`: a function handed to a page (addInitScript, evaluate) that declares one would throw
 * there, where nothing defines `__name`. Text, so no transform touches it.
 */
const KEEP_NAMES_IN_PAGE = 'globalThis.__name = globalThis.__name || function (target) { return target; };';

/** A context of its own (no cache, no cookies) with a phone's screen. */
export async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({ content: KEEP_NAMES_IN_PAGE });
  return context;
}

/** Applies the phone's CPU and network to a page, before it navigates. */
export async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}
