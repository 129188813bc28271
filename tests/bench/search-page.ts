import type { Browser, Page } from '@playwright/test';
import { launchChromium } from './browser';
import { startSiteServer } from './site-server';

/*
 * The /search page in Chromium: JavaScript transferred per route against the framework floor
 * (a plain page of the same build), and the time from a filter click to updated results.
 */

const PORT = 3300;
const CLICKS = 20;
// The 404 page is the plainest page this build has: the layout and nothing interactive of its own.
const FLOOR_ROUTE = '/no-such-page';
const ROUTES = ['/', '/search'];

async function scriptBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  const scripts = new Map<string, number>();
  const types = new Map<string, string>();
  client.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  client.on('Network.loadingFinished', (event) => {
    if (types.get(event.requestId) === 'Script') scripts.set(event.requestId, event.encodedDataLength);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  await context.close();
  return [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Clicks one city after another on, then off: every state is a new query, so no cached answer. */
async function filterClickTimes(page: Page, origin: string): Promise<number[]> {
  await page.goto(`${origin}/search`, { waitUntil: 'load' });
  await page.locator('[data-search-ready="true"]').waitFor();
  await page.getByRole('button', { name: /^City/ }).click();
  const boxes = page.getByRole('group', { name: 'City' }).getByRole('checkbox');
  const cities = Math.min(CLICKS / 2, (await boxes.count()) - 1);
  const order = [...Array(cities).keys()].map((i) => i + 1);
  const times: number[] = [];
  for (const index of [...order, ...order]) {
    const elapsed = await boxes.nth(index).evaluate(
      (box) =>
        new Promise<number>((resolve) => {
          const counter = [...document.querySelectorAll('[role="status"]')].find((el) =>
            el.textContent?.endsWith('results found.'),
          );
          const before = counter?.textContent;
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (counter?.textContent !== before) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          if (counter) observer.observe(counter, { childList: true, characterData: true, subtree: true });
          (box as HTMLInputElement).click();
        }),
    );
    times.push(elapsed);
  }
  return times;
}

export async function runSearchPageBench(): Promise<void> {
  const server = await startSiteServer(PORT);
  const browser = await launchChromium();
  try {
    const floor = await scriptBytes(browser, `${server.origin}${FLOOR_ROUTE}`);
    console.log('route                JS transferred    ÷ floor');
    console.log(`${FLOOR_ROUTE.padEnd(20)} ${(floor / 1024).toFixed(1).padStart(10)} KiB    1.00× (floor)`);
    for (const route of ROUTES) {
      const bytes = await scriptBytes(browser, `${server.origin}${route}`);
      console.log(
        `${route.padEnd(20)} ${(bytes / 1024).toFixed(1).padStart(10)} KiB    ${(bytes / floor).toFixed(2)}×`,
      );
    }
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const times = await filterClickTimes(page, server.origin);
    console.log(
      `\nfilter click → results (${times.length} clicks): p50 ${percentile(times, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
    );
    console.log(`each click, in order (ms): ${times.map((time) => time.toFixed(0)).join(' ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
