import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import type { Browser } from '@playwright/test';
import { launchChromium } from './browser';
import { startFloorServer } from './floor-server';
import { percentile } from './percentile';
import { CPU_SLOWDOWN, newPhoneContext } from './phone';
import { discoverRoutes } from './routes';
import { startSiteServer, type SiteServer } from './site-server';
import { withStarted } from './started';

/*
 * What a page's load costs a phone's main thread, beside the floor (tests/bench/floor): Chromium's
 * own counters (CDP `Performance.getMetrics`) a few seconds after `load`, at phone size with the
 * CPU four times slower, so hydration is done and the figures are the first seconds' whole work.
 * "script" is JavaScript (hydration, mostly); "style + layout" is the document's size. The pages
 * load in turn, round after round, so a machine's drift touches them all alike.
 * MAIN_THREAD_RUNS (default 9) rounds; MAIN_THREAD_COMPARE_DIST_DIR=.next-before measures a second
 * build beside this one, each page of the two builds in turn.
 */

const PORT = 3330 + E2E_PORT_OFFSET;
const COMPARE_PORT = 3331 + E2E_PORT_OFFSET;
const FLOOR_PORT = 3332 + E2E_PORT_OFFSET;
const RUNS = Math.max(1, Number(process.env.MAIN_THREAD_RUNS ?? 9));
const COMPARE_DIST_DIR = process.env.MAIN_THREAD_COMPARE_DIST_DIR?.trim() || null;
/** After `load`: the scripts have run and the page has hydrated by then, even at 4×. */
const SETTLE_MS = 3000;

interface Counters {
  task: number;
  script: number;
  styleAndLayout: number;
}

async function measure(browser: Browser, url: string): Promise<Counters> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const ms = (name: string) => 1000 * (metrics.find((metric) => metric.name === name)?.value ?? 0);
    return {
      task: ms('TaskDuration'),
      script: ms('ScriptDuration'),
      styleAndLayout: ms('RecalcStyleDuration') + ms('LayoutDuration'),
    };
  } finally {
    await context.close();
  }
}

interface Target {
  name: string;
  url: string;
  runs: Counters[];
}

const median = (runs: Counters[], key: keyof Counters) =>
  percentile(
    runs.map((run) => run[key]),
    50,
  );

function report(target: Target, floor: Target): string {
  const over = (key: keyof Counters) => median(target.runs, key) - median(floor.runs, key);
  const figure = (key: keyof Counters) => median(target.runs, key).toFixed(0).padStart(5);
  const beside =
    target === floor
      ? ''
      : `  (floor + ${over('script').toFixed(0)} script, + ${over('task').toFixed(0)} task)`;
  return `${target.name.padEnd(34)} script ${figure('script')}  style + layout ${figure('styleAndLayout')}  task ${figure('task')} ms${beside}`;
}

export function runMainThreadBench(): Promise<void> {
  return withStarted(async (keep) => {
    const floorServer = keep(await startFloorServer(FLOOR_PORT));
    const site = keep(await startSiteServer(PORT));
    const servers: Array<[string, SiteServer]> = [['', site]];
    if (COMPARE_DIST_DIR) {
      servers.push([
        ` (${COMPARE_DIST_DIR})`,
        keep(await startSiteServer(COMPARE_PORT, { distDir: COMPARE_DIST_DIR })),
      ]);
    }
    const browser = keep(await launchChromium());
    const routes = await discoverRoutes(site.origin);
    const pages: Array<[string, string]> = [
      ['/', routes.home],
      ['/search', routes.search],
      ['property', routes.property],
      ['landing', routes.landing],
      ['/about', routes.about],
    ];
    const floor: Target = {
      name: 'floor (bare App Router)',
      url: `${floorServer.origin}${floorServer.route}`,
      runs: [],
    };
    const targets: Target[] = [floor];
    for (const [name, route] of pages) {
      for (const [build, server] of servers)
        targets.push({ name: `${name}${build}`, url: `${server.origin}${route}`, runs: [] });
    }
    console.log(
      `main thread ${SETTLE_MS / 1000} s after load, phone screen, CPU ×${CPU_SLOWDOWN}; median of ${RUNS} rounds, pages in turn`,
    );
    // One round first, not counted: the servers' own caches fill on a page's first request.
    for (const target of targets) await measure(browser, target.url);
    for (let round = 0; round < RUNS; round += 1) {
      for (const target of targets) target.runs.push(await measure(browser, target.url));
    }
    for (const target of targets) console.log(report(target, floor));
  });
}
