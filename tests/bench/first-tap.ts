import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import type { Browser, Locator, Page } from '@playwright/test';
import { SiteHeader } from '../e2e/pages/site-header';
import { launchChromium } from './browser';
import { startFloorServer, type FloorServer } from './floor-server';
import { runInpPerPage } from './inp-per-page';
import { percentile } from './percentile';
import { newPhoneContext, PHONE_PROFILE, throttle } from './phone';
import { discoverRoutes, type BenchRoutes } from './routes';
import { startSiteServer, type SiteServer } from './site-server';
import { withStarted } from './started';

/*
 * The first seconds on a phone. A new visitor taps a control as soon as the first content shows
 * (the scripts still on their way): the time from the tap (the input event's own time stamp, so a
 * busy main thread's delay counts) to the frame that shows its effect, beside the same tap on the
 * floor page (tests/bench/floor: a native <details> on a bare page). The tap is Playwright's, which
 * lands once the page has answered its checks (the control shown, still, and hit), so seldom in the
 * middle of a long task: a touch at the control's place without them missed controls the loading
 * page moved. Then, once each page has hydrated, INP from real taps (inp-per-page.ts).
 * FIRST_TAP_RUNS (default 5) runs per case.
 */

const PORT = 3320 + E2E_PORT_OFFSET;
const FLOOR_PORT = 3321 + E2E_PORT_OFFSET;
const RUNS = Math.max(1, Number(process.env.FIRST_TAP_RUNS ?? 5));
const GOAL_MS = 200;
/** Past this, the tap counts as lost: nothing it asked for happened. */
const EFFECT_TIMEOUT_MS = 10_000;

/**
 * What a tap's effect looks like: an element that shows (`shown`, any match on screen), or an
 * attribute of the first element on screen matching `changed` that differs from its value at the tap.
 */
type Effect = { shown: string } | { changed: string; attribute: string };

interface TapCase {
  name: string;
  /** A path of the floor's, or of the site's found from its routes. */
  route: ((routes: BenchRoutes) => string) | null;
  /** What the visitor taps first, not measured (the last tap before the effect is the one measured). */
  before?: (page: Page) => Locator;
  /** What the visitor taps. */
  control: (page: Page) => Locator;
  effect: Effect;
  /** What the effect is, in the words the bench prints. */
  says: string;
}

const onScreen = (locator: Locator) => locator.filter({ visible: true }).first();
const FILTERS_TOGGLE = (page: Page) => onScreen(page.locator('summary', { hasText: 'Show filters' }));

const TAP_CASES: TapCase[] = [
  {
    name: 'floor: its <details>',
    route: null,
    control: (page) => page.locator('details > summary'),
    effect: { shown: 'details > p' },
    says: 'its text shown',
  },
  {
    name: 'menu (/)',
    route: (routes) => routes.home,
    control: (page) => new SiteHeader(page).openMenu,
    effect: { shown: 'header a[href^="tel:"]' },
    says: "the menu's phone link shown",
  },
  {
    name: 'Show filters (/search?city=Durban)',
    route: (routes) => routes.searchLink,
    control: FILTERS_TOGGLE,
    effect: { shown: 'aside [id^="filter-"]' },
    says: 'the filters shown',
  },
  {
    name: 'filter tick (/search?city=Durban)',
    route: (routes) => routes.searchLink,
    before: FILTERS_TOGGLE,
    control: (page) => onScreen(page.getByRole('checkbox', { name: 'Available now' })),
    // The tick comes before the new count and address, which wait for the search's answer.
    effect: { shown: 'input[name="available"]:checked' },
    says: "'Available now' ticked",
  },
  {
    name: 'shortlist star (property)',
    route: (routes) => routes.property,
    control: (page) => onScreen(page.locator('main button[aria-label^="Shortlist"]')),
    effect: { shown: 'main button[aria-label^="Shortlist"][aria-pressed="true"]' },
    says: 'the star drawn pressed',
  },
  {
    name: 'gallery arrow (property)',
    route: (routes) => routes.property,
    control: (page) => onScreen(page.getByRole('button', { name: 'Next image', exact: true })),
    // The shown slide (the one in the tab order) is the next photo's: the gallery has moved to it.
    effect: { changed: 'button[data-slide-focus][tabindex="0"]', attribute: 'aria-label' },
    says: 'the next photo the shown slide',
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

/** In the page from its start: its first contentful paint, the last tap, and the frame that shows `effect`. */
function recordFirstTap(effect: Effect): void {
  const record: NonNullable<Window['__firstTap']> = { fcp: null, tap: null, effect: null };
  window.__firstTap = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) record.fcp ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const visible = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  const onScreen = (selector: string) => [...document.querySelectorAll(selector)].filter(visible);
  const value = () =>
    'changed' in effect ? (onScreen(effect.changed)[0]?.getAttribute(effect.attribute) ?? null) : null;
  let before: string | null = null;
  const shown = () =>
    'shown' in effect ? onScreen(effect.shown).length > 0 : value() !== null && value() !== before;
  let watching = false;
  function watch() {
    if (record.effect !== null) return;
    // The frame being drawn shows it: its time is taken once that frame is out.
    if (shown()) setTimeout(() => (record.effect ??= performance.now()));
    else requestAnimationFrame(watch);
  }
  addEventListener(
    'pointerdown',
    (event) => {
      // When the finger touched, not when a busy main thread got to the event.
      record.tap = event.timeStamp;
      before = value();
      if (!watching) requestAnimationFrame(watch);
      watching = true;
    },
    true,
  );
}

async function firstTap(browser: Browser, url: string, tapCase: TapCase): Promise<TapTimes> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.addInitScript(recordFirstTap, tapCase.effect);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstTap?.fcp != null, null, { polling: 'raf' });
    if (tapCase.before) await tapCase.before(page).tap();
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
  const routes = await discoverRoutes(site.origin);
  console.log(`first tap as soon as the first content shows; ${PHONE_PROFILE}; ${RUNS} run(s) each`);
  for (const tapCase of TAP_CASES) {
    const url = tapCase.route ? `${site.origin}${tapCase.route(routes)}` : `${floor.origin}${floor.route}`;
    const runs: TapTimes[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await firstTap(browser, url, tapCase));
    const done = runs.filter((run): run is TapTimes & { effect: number } => run.effect !== null);
    const delays = done.map((run) => run.effect - run.tap);
    const median = delays.length > 0 ? percentile(delays, 50) : Number.NaN;
    const worst = delays.length > 0 ? Math.max(...delays) : Number.NaN;
    const lost = runs.length - done.length;
    const verdict = tapCase.route === null ? 'the floor' : lost > 0 || !(median <= GOAL_MS) ? 'OVER' : 'ok';
    console.log(
      `${tapCase.name.padEnd(36)} tap → ${tapCase.says}: median ${median.toFixed(0).padStart(4)} ms, ` +
        `worst ${worst.toFixed(0)} ms, lost ${lost}/${runs.length} — goal ≤ ${GOAL_MS} ms ${verdict}`,
    );
    for (const run of runs) console.log(`${''.padEnd(38)}${describeTap(run)}`);
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
