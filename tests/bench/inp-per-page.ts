import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from '@playwright/test';
import { SiteHeader } from '../e2e/pages/site-header';
import { recordScriptsRunIn, waitForPageScripts } from '../support/scripts-after-paint';
import type { FloorServer } from './floor-server';
import { waitForQuiet } from './interaction';
import { newPhoneContext, PHONE_PROFILE, throttle } from './phone';
import { discoverRoutes, goalPages } from './routes';
import type { SiteServer } from './site-server';

/*
 * INP on each of the twelve pages as web-vitals' own `onINP` reports it, from real taps on the
 * throttled phone once the page's scripts have run: the menu tapped open and shut, then what the
 * page has of a filter tick (Show filters, then 'Available now') and a gallery arrow. The floor's
 * <details> is tapped open and shut alike. The web-vitals library is the one Next ships (compiled
 * as CommonJS), run in the page before its own scripts.
 */

const GOAL_MS = 200;
/** web-vitals' least threshold: an interaction shorter than this is not reported at all. */
const DURATION_THRESHOLD_MS = 16;
/** After a tap, the page counts as settled once no long task has run for this long. */
const SETTLE_MS = 300;

const WEB_VITALS = createRequire(import.meta.url).resolve('next/dist/compiled/web-vitals/web-vitals.js');

interface Inp {
  value: number;
  /** The event and the element of the interaction INP names. */
  what: string;
}

declare global {
  interface Window {
    __inp?: Inp;
    __webVitals?: {
      onINP(
        report: (metric: { value: number; entries: PerformanceEventTiming[] }) => void,
        options: { reportAllChanges: boolean; durationThreshold: number },
      ): void;
    };
  }
}

/** web-vitals as a page script: its CommonJS module given a `module` of its own, exported on `window`. */
function webVitalsScript(): string {
  const library = readFileSync(WEB_VITALS, 'utf8');
  return `(() => { const module = { exports: {} }; const __dirname = '/';\n${library}\nwindow.__webVitals = module.exports; })();`;
}

/** Keeps the page's INP as web-vitals reports each change, with what was tapped. */
function recordInp(threshold: number): void {
  window.__webVitals?.onINP(
    (metric) => {
      // The element may be gone from the entry once React has replaced it: the first entry that kept one.
      const entry = metric.entries.find((candidate) => candidate.target) ?? metric.entries[0];
      // The control, not the icon inside it that took the tap.
      const tapped = entry?.target instanceof Element ? entry.target : null;
      const target = tapped?.closest('a, button, summary, label, input') ?? tapped;
      const label = target?.getAttribute('aria-label') ?? target?.textContent?.trim().slice(0, 30) ?? '';
      window.__inp = {
        value: metric.value,
        what: `${entry?.name ?? '?'} on ${target?.tagName.toLowerCase() ?? '?'} '${label}'`,
      };
    },
    { reportAllChanges: true, durationThreshold: threshold },
  );
}

async function tapAndSettle(control: Locator): Promise<void> {
  await control.tap();
  await waitForQuiet(control.page(), SETTLE_MS);
}

/** The taps a visitor makes on a page of the site: the menu, then the filters or the gallery it has. */
async function tapSitePage(page: Page): Promise<void> {
  const header = new SiteHeader(page);
  await tapAndSettle(header.menuToggle);
  await tapAndSettle(header.menuToggle);
  const visible = (locator: Locator) => locator.filter({ visible: true }).first();
  const filters = visible(page.locator('summary', { hasText: 'Show filters' }));
  const nextImage = visible(page.getByRole('button', { name: 'Next image', exact: true }));
  if ((await filters.count()) > 0) {
    await tapAndSettle(filters);
    const tick = visible(page.getByRole('checkbox', { name: 'Available now' }));
    if ((await tick.count()) > 0) await tapAndSettle(tick);
  }
  if ((await nextImage.count()) > 0) await tapAndSettle(nextImage);
}

async function tapFloor(page: Page): Promise<void> {
  const toggle = page.locator('details > summary');
  await tapAndSettle(toggle);
  await tapAndSettle(toggle);
}

/** The page's INP once its taps are done; null when no interaction lasted the threshold. */
async function pageInp(
  browser: Browser,
  url: string,
  taps: (page: Page) => Promise<void>,
): Promise<Inp | null> {
  const context = await newPhoneContext(browser);
  try {
    await recordScriptsRunIn(context);
    const page = await context.newPage();
    await throttle(context, page);
    await page.addInitScript({ content: webVitalsScript() });
    await page.addInitScript(recordInp, DURATION_THRESHOLD_MS);
    await page.goto(url, { waitUntil: 'load' });
    await waitForPageScripts(page);
    await waitForQuiet(page, 500);
    await taps(page);
    return await page.evaluate(() => window.__inp ?? null);
  } finally {
    await context.close();
  }
}

function describeInp(inp: Inp | null): string {
  return inp ? `${inp.value.toFixed(0).padStart(4)} ms` : `< ${DURATION_THRESHOLD_MS} ms`.padStart(7);
}

export async function runInpPerPage(browser: Browser, site: SiteServer, floor: FloorServer): Promise<void> {
  const pages = goalPages(await discoverRoutes(site.origin));
  console.log(
    `\nINP (web-vitals onINP) once the scripts have run: the menu tapped open and shut, then Show filters and ` +
      `'Available now', or the gallery's next arrow, where the page has them (the floor: its <details>); ${PHONE_PROFILE}`,
  );
  const floorInp = await pageInp(browser, `${floor.origin}${floor.route}`, tapFloor);
  console.log(`${'floor (bare App Router)'.padEnd(22)} INP ${describeInp(floorInp)}`);
  for (const [name, route] of pages) {
    const inp = await pageInp(browser, `${site.origin}${route}`, tapSitePage);
    const over = inp ? inp.value - (floorInp?.value ?? 0) : 0;
    const verdict = !inp || inp.value <= GOAL_MS ? 'ok' : 'OVER';
    console.log(
      `${name.padEnd(22)} INP ${describeInp(inp)}  (floor + ${over.toFixed(0)} ms) — goal ≤ ${GOAL_MS} ms ${verdict}` +
        (inp ? `  worst: ${inp.what}` : ''),
    );
  }
}
