import type { Page } from '@playwright/test';
import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import { MultiSelectControl } from '../e2e/pages/multi-select';
import { describeQuery, neededQueries, recordMultiQueries } from '../support/filter-taps';
import { recordScriptsRunIn, waitForPageScripts } from '../support/scripts-after-paint';
import { launchChromium } from './browser';
import { startSiteServer } from './site-server';
import { withStarted } from './started';

/*
 * The search requests and queries a filter tap on /search sends, in Chromium: a City tap, then a
 * Property Type tap, each beside what InstantSearch needs for the state (the card query and one
 * count query per refined list). On hosted Algolia every query is a billed search operation.
 */

const PORT = 3300 + E2E_PORT_OFFSET;
const QUIET_MS = 1_500;

interface Tap {
  filter: string;
  /** The attributes refined once the tap is made, in the order of the taps. */
  refined: string[];
}

const TAPS: Tap[] = [
  { filter: 'City', refined: ['city'] },
  { filter: 'Property Type', refined: ['city', 'property_unit_categories'] },
];

/** Ticks the first option of a filter (after "All"), and waits until the results have changed and the network is quiet. */
async function tapFirstOption(page: Page, filter: string): Promise<void> {
  const select = new MultiSelectControl(page, filter);
  await select.trigger.click();
  const box = select.panel.getByRole('checkbox').nth(1);
  await box.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const counter = [...document.querySelectorAll('[role="status"]')].find((el) =>
          el.textContent?.endsWith('results found.'),
        );
        const before = counter?.textContent;
        const observer = new MutationObserver(() => {
          if (counter?.textContent === before) return;
          observer.disconnect();
          resolve();
        });
        if (counter) observer.observe(counter, { childList: true, characterData: true, subtree: true });
        (element as HTMLInputElement).click();
      }),
  );
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
}

export function runFilterTapsBench(): Promise<void> {
  return withStarted(async (keep) => {
    const server = keep(await startSiteServer(PORT));
    const browser = keep(await launchChromium());
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await recordScriptsRunIn(context);
    const page = await context.newPage();
    await page.goto(`${server.origin}/search`, { waitUntil: 'load' });
    await waitForPageScripts(page);
    await page.locator('[data-search-ready="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    const sent = recordMultiQueries(page);
    console.log('\ntap                 requests  queries   InstantSearch needs');
    for (const tap of TAPS) {
      sent.length = 0;
      await tapFirstOption(page, tap.filter);
      const queries = sent.reduce((sum, request) => sum + request.length, 0);
      const needed = neededQueries(tap.refined).length;
      console.log(
        `${`${tap.filter} tap`.padEnd(20)}${String(sent.length).padStart(8)}  ${String(queries).padStart(7)}` +
          `   1 request of ${needed} queries`,
      );
      console.log(`  sent: ${sent.map((request) => request.map(describeQuery).join(', ')).join(' | ')}`);
    }
  });
}
