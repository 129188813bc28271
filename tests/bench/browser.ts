import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, FULL_CHROMIUM } from '../support/chromium';

/** Debian's full Chromium, as Lighthouse runs it: the benches measure what a visitor's browser does. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? FULL_CHROMIUM,
    args: [...CHROMIUM_FLAGS],
  });
}
