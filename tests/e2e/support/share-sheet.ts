import { expect, type Page } from '@playwright/test';

/** Captures what the page hands the share sheet, which headless Chromium lacks. */
export async function captureShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as Window & { __shared?: ShareData[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
      configurable: true,
    });
  });
}

/** Everything the page has handed the share sheet, oldest first. */
export function sharedData(page: Page): Promise<ShareData[]> {
  return page.evaluate(() => (window as Window & { __shared?: ShareData[] }).__shared ?? []);
}

/** The address the page last handed the share sheet. */
export async function sharedUrl(page: Page): Promise<string> {
  let url = '';
  await expect
    .poll(async () => {
      url = (await sharedData(page)).at(-1)?.url ?? '';
      return url;
    })
    .not.toBe('');
  return url;
}
