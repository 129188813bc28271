import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import type { Page } from '@playwright/test';
import { MultiSelectControl } from '../e2e/pages/multi-select';
import { SearchPage } from '../e2e/pages/search-page';
import { recordScriptsRunIn, waitForPageScripts } from '../support/scripts-after-paint';
import { launchChromium } from './browser';
import { startSiteServer } from './site-server';
import { percentile } from './percentile';

/*
 * The /search page in Chromium: the time from a filter click to updated results. JavaScript
 * transferred per route is js-weight.ts.
 */

const PORT = 3300 + E2E_PORT_OFFSET;
const CLICKS = 20;

/** Clicks one city after another on, then off: every state is a new query, so no cached answer. */
async function filterClickTimes(page: Page, origin: string): Promise<number[]> {
  await page.goto(`${origin}/search`, { waitUntil: 'load' });
  await waitForPageScripts(page);
  // Awake: the island's first use replaces the server's HTML, the result count with it.
  await new SearchPage(page).waitUntilHydrated();
  const city = new MultiSelectControl(page, 'City');
  await city.trigger.click();
  const boxes = city.panel.getByRole('checkbox');
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
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await recordScriptsRunIn(context);
    const page = await context.newPage();
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
