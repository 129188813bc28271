import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import type { Browser, Locator, Page } from '@playwright/test';
import { SiteHeader } from '../e2e/pages/site-header';
import { recordScriptsRunIn, waitForPageScripts } from '../support/scripts-after-paint';
import { launchChromium } from './browser';
import { startFloorServer, type FloorServer } from './floor-server';
import { recordInteractions, waitForQuiet } from './interaction';
import { percentile } from './percentile';
import { newPhoneContext, PHONE_PROFILE, throttle } from './phone';
import { discoverRoutes } from './routes';
import { startSiteServer, type SiteServer } from './site-server';
import { withStarted } from './started';

/*
 * The first seconds on a phone. A new visitor taps a toggle as soon as the first content shows
 * (the scripts still on their way): the time from the tap to the frame that shows its effect,
 * beside the same tap on the floor page (tests/bench/floor: a native <details> on a bare page).
 * Then, once each page has hydrated, an INP figure from real taps: the longest interaction, tap
 * to next paint (Event Timing). FIRST_TAP_RUNS (default 3) runs per case.
 */

const PORT = 3320 + E2E_PORT_OFFSET;
const FLOOR_PORT = 3321 + E2E_PORT_OFFSET;
const RUNS = Math.max(1, Number(process.env.FIRST_TAP_RUNS ?? 3));
const GOAL_MS = 300;
/** Past this, the tap counts as lost: nothing it asked for happened. */
const EFFECT_TIMEOUT_MS = 10_000;

interface TapCase {
  name: string;
  server: 'site' | 'floor';
  route: string;
  /** What the visitor taps. */
  control: (page: Page) => ReturnType<Page['locator']>;
  /** An element that shows once the tap has done what it says. */
  effect: string;
}

const FLOOR_TOGGLE: Omit<TapCase, 'name'> = {
  server: 'floor',
  route: '/',
  control: (page) => page.locator('details > summary'),
  effect: 'details > p',
};

const TAP_CASES: TapCase[] = [
  { name: 'floor: its <details>', ...FLOOR_TOGGLE },
  {
    name: 'menu (/)',
    server: 'site',
    route: '/',
    control: (page) => new SiteHeader(page).openMenu,
    effect: 'header a[href^="tel:"]',
  },
  {
    name: 'Show filters (/search?city=Durban)',
    server: 'site',
    route: '/search?city=Durban',
    control: (page) => page.locator('summary', { hasText: 'Show filters' }),
    effect: 'aside [id^="filter-"]',
  },
];

interface TapTimes {
  fcp: number;
  tap: number;
  /** Null when the tap was lost. */
  effect: number | null;
}

declare global {
  interface Window {
    __firstTap?: { fcp: number | null; tap: number | null; effect: number | null };
  }
}

/** In the page from its start: its first contentful paint, the first tap, and the frame that shows `effect`. */
function recordFirstTap(effect: string): void {
  const record: NonNullable<Window['__firstTap']> = { fcp: null, tap: null, effect: null };
  window.__firstTap = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) record.fcp ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const shown = () =>
    document.querySelector(effect)?.checkVisibility({ visibilityProperty: true, opacityProperty: false }) ??
    false;
  function watch() {
    if (record.effect !== null) return;
    // The frame being drawn shows it: its time is taken once that frame is out.
    if (shown()) setTimeout(() => (record.effect ??= performance.now()));
    else requestAnimationFrame(watch);
  }
  addEventListener(
    'pointerdown',
    () => {
      if (record.tap !== null) return;
      record.tap = performance.now();
      requestAnimationFrame(watch);
    },
    true,
  );
}

async function firstTap(browser: Browser, origin: string, tapCase: TapCase): Promise<TapTimes> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.addInitScript(recordFirstTap, tapCase.effect);
    await page.goto(`${origin}${tapCase.route}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstTap?.fcp != null, null, { polling: 'raf' });
    await tapCase.control(page).tap();
    await page
      .waitForFunction(() => window.__firstTap?.effect != null, null, { timeout: EFFECT_TIMEOUT_MS })
      .catch(() => undefined);
    const times = await page.evaluate(() => window.__firstTap);
    if (!times || times.fcp === null || times.tap === null)
      throw new Error(`${tapCase.name}: no tap recorded`);
    return { fcp: times.fcp, tap: times.tap, effect: times.effect };
  } finally {
    await context.close();
  }
}

function describeTap({ fcp, tap, effect }: TapTimes): string {
  const tapped = `first content ${fcp.toFixed(0)} ms, tap ${tap.toFixed(0)} ms`;
  return effect === null ? `${tapped}, LOST` : `${tapped}, effect ${effect.toFixed(0)} ms`;
}

async function runFirstTaps(browser: Browser, site: SiteServer, floor: FloorServer): Promise<void> {
  console.log(`first tap as soon as the first content shows; ${PHONE_PROFILE}; ${RUNS} run(s) each`);
  for (const tapCase of TAP_CASES) {
    const origin = tapCase.server === 'floor' ? floor.origin : site.origin;
    const runs: TapTimes[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await firstTap(browser, origin, tapCase));
    const done = runs.filter((run): run is TapTimes & { effect: number } => run.effect !== null);
    const delays = done.map((run) => run.effect - run.tap);
    const median = delays.length > 0 ? percentile(delays, 50) : Number.NaN;
    const lost = runs.length - done.length;
    const verdict = lost > 0 || !(median <= GOAL_MS) ? 'OVER' : 'ok';
    console.log(
      `${tapCase.name.padEnd(36)} tap → effect median ${median.toFixed(0).padStart(4)} ms, lost ${lost}/${runs.length}` +
        ` — goal ≤ ${GOAL_MS} ms ${verdict}`,
    );
    for (const run of runs) console.log(`${''.padEnd(38)}${describeTap(run)}`);
  }
}

/** One real interaction per page once hydrated: the menu opened and closed (the floor's <details>). */
async function pageInp(browser: Browser, url: string, toggle: (page: Page) => Locator): Promise<number> {
  const context = await newPhoneContext(browser);
  try {
    await recordScriptsRunIn(context);
    const page = await context.newPage();
    await throttle(context, page);
    await page.addInitScript(recordInteractions);
    await page.goto(url, { waitUntil: 'load' });
    await waitForPageScripts(page);
    await waitForQuiet(page, 500);
    for (let tap = 1; tap <= 2; tap += 1) {
      await toggle(page).tap();
      await page.waitForFunction((count) => (window.__interactions?.size ?? 0) >= count, tap);
      await waitForQuiet(page, 150);
    }
    const durations = await page.evaluate(() => [...(window.__interactions?.values() ?? [])]);
    return Math.max(...durations);
  } finally {
    await context.close();
  }
}

async function runInpPerPage(browser: Browser, site: SiteServer, floor: FloorServer): Promise<void> {
  const routes = await discoverRoutes(site.origin);
  const pages: Array<[string, string]> = [
    ['/', routes.home],
    ['/search', routes.search],
    ['property', routes.property],
    ['unit', routes.unit],
    ['article', routes.article],
    ['/about', routes.about],
    ['/media/latest-news', routes.newsList],
    ['landing', '/to-let/office/cape-town'],
    ['service', routes.service],
    ['other landing', routes.otherLanding],
    ['property for sale', routes.propertyForSale],
    ['news with a search', routes.newsSearch],
  ];
  console.log(
    `\nINP once hydrated: the menu tapped open and shut (the floor: its <details>); ${PHONE_PROFILE}`,
  );
  const floorInp = await pageInp(browser, `${floor.origin}/`, (page) => page.locator('details > summary'));
  console.log(`${'floor (bare App Router)'.padEnd(22)} INP ${floorInp.toFixed(0).padStart(4)} ms`);
  for (const [name, route] of pages) {
    const inp = await pageInp(browser, `${site.origin}${route}`, (page) => new SiteHeader(page).menuToggle);
    console.log(
      `${name.padEnd(22)} INP ${inp.toFixed(0).padStart(4)} ms  (floor + ${(inp - floorInp).toFixed(0)} ms)`,
    );
  }
}

export function runFirstTapBench(): Promise<void> {
  return withStarted(async (keep) => {
    const floor = keep(await startFloorServer(FLOOR_PORT));
    const site = keep(await startSiteServer(PORT));
    const browser = keep(await launchChromium());
    await runFirstTaps(browser, site, floor);
    await runInpPerPage(browser, site, floor);
  });
}
