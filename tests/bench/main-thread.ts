import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import type { Browser } from '@playwright/test';
import { recordScriptsRunIn, waitForPageScripts } from '../support/scripts-after-paint';
import { launchChromium } from './browser';
import { startFloorServer } from './floor-server';
import { waitForQuiet } from './interaction';
import {
  LONG_TASK_MS,
  mainThreadAfterFcp,
  type MainThreadFigures,
  type TraceEvent,
} from './main-thread-trace';
import { percentile } from './percentile';
import { CPU_SLOWDOWN, newPhoneContext } from './phone';
import { discoverRoutes, goalPages } from './routes';
import { startSiteServer, type SiteServer } from './site-server';
import { withStarted } from './started';

/*
 * The main thread after the first paint, from Chromium's own trace: each page loads at phone size
 * with the CPU four times slower (the network as this machine's), traced until its scripts have
 * run and the thread has been quiet for a while; the renderer main thread's top-level tasks after
 * the main frame's first contentful paint give TBT's sum (the part of each task past 50 ms), the
 * long tasks' whole time and the longest task, which is named by its biggest pieces. The twelve
 * pages the goals name and the floor (tests/bench/floor) load in turn, round after round, so a
 * machine's drift touches them all alike. MAIN_THREAD_RUNS (default 5) rounds, medians printed;
 * MAIN_THREAD_COMPARE_DIST_DIR=.next-before measures a second build beside this one; MAIN_THREAD_PAGES
 * names the pages to measure (all twelve by default).
 */

const PORT = 3330 + E2E_PORT_OFFSET;
const COMPARE_PORT = 3331 + E2E_PORT_OFFSET;
const FLOOR_PORT = 3332 + E2E_PORT_OFFSET;
const RUNS = Math.max(1, Number(process.env.MAIN_THREAD_RUNS ?? 5));
const COMPARE_DIST_DIR = process.env.MAIN_THREAD_COMPARE_DIST_DIR?.trim() || null;
/** Names from the goal pages' table (`property,unit`): only those, for a closer look at a few. */
const PAGE_NAMES =
  process.env.MAIN_THREAD_PAGES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? [];
/** The page counts as loaded once no long task has run for this long after its scripts ran. */
const QUIET_MS = 3000;
/** Goals (issue 85): TBT within this of the floor's, and no task longer than the next. */
const GOAL_BLOCKING_OVER_FLOOR_MS = 50;
const GOAL_LONGEST_MS = 100;
const FLOOR_NAME = 'floor (bare App Router)';
/** What the trace records: tasks (toplevel), their pieces (devtools.timeline, v8.execute), paints (loading). */
const TRACE_CATEGORIES = [
  'toplevel',
  'v8.execute',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
];

async function traceLoad(browser: Browser, url: string): Promise<MainThreadFigures> {
  const context = await newPhoneContext(browser);
  try {
    await recordScriptsRunIn(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load' });
      await waitForPageScripts(page);
      await waitForQuiet(page, QUIET_MS);
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    return mainThreadAfterFcp(traceEvents);
  } finally {
    await context.close();
  }
}

interface Target {
  name: string;
  url: string;
  runs: MainThreadFigures[];
}

interface Medians {
  fcp: number;
  blocking: number;
  longTasks: number;
  longest: number;
  busy: number;
}

function medians(runs: MainThreadFigures[]): Medians {
  const median = (read: (run: MainThreadFigures) => number) => percentile(runs.map(read), 50);
  return {
    fcp: median((run) => run.fcpMs ?? Number.NaN),
    blocking: median((run) => run.blockingMs),
    longTasks: median((run) => run.longTasksMs),
    longest: median((run) => run.longest?.ms ?? 0),
    busy: median((run) => run.busyMs),
  };
}

/** The longest task of the run whose longest task is the median one: what an engineer looks into. */
function medianLongest(runs: MainThreadFigures[]): string {
  const sorted = [...runs].sort((a, b) => (a.longest?.ms ?? 0) - (b.longest?.ms ?? 0));
  const longest = sorted[Math.ceil(sorted.length / 2) - 1]?.longest;
  if (!longest) return 'no task after the first paint';
  const work = longest.work.map((piece) => `${piece.name} ${piece.ms.toFixed(0)}`).join(', ');
  return `${longest.ms.toFixed(0)} ms task ${longest.startMs.toFixed(0)} ms after the paint: ${work || 'no pieces'}`;
}

const ms = (value: number, width = 5) => value.toFixed(0).padStart(width);

function report(target: Target, floor: Medians): string[] {
  const figures = medians(target.runs);
  const isFloor = target.name === FLOOR_NAME;
  const over = figures.blocking - floor.blocking;
  const missed = [
    ...(over > GOAL_BLOCKING_OVER_FLOOR_MS ? [`TBT > floor + ${GOAL_BLOCKING_OVER_FLOOR_MS}`] : []),
    ...(figures.longest > GOAL_LONGEST_MS ? [`task > ${GOAL_LONGEST_MS} ms`] : []),
  ];
  const verdict = isFloor ? 'the floor' : missed.length === 0 ? 'ok' : `OVER (${missed.join(', ')})`;
  return [
    `${target.name.padEnd(28)} ${ms(figures.fcp)} ${ms(figures.blocking)} ${isFloor ? '     ' : ms(over)} ` +
      `${ms(figures.longTasks, 10)} ${ms(figures.longest, 8)} ${ms(figures.busy)}  ${verdict}`,
    `${''.padEnd(30)}longest: ${medianLongest(target.runs)}`,
  ];
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
    const allPages = goalPages(await discoverRoutes(site.origin));
    const unknown = PAGE_NAMES.filter((name) => !allPages.some(([known]) => known === name));
    if (unknown.length > 0) {
      throw new Error(
        `MAIN_THREAD_PAGES: no page named ${unknown.join(', ')}; the names are ${allPages.map(([name]) => name).join(', ')}`,
      );
    }
    const pages = allPages.filter(([name]) => PAGE_NAMES.length === 0 || PAGE_NAMES.includes(name));
    const floor: Target = { name: FLOOR_NAME, url: `${floorServer.origin}${floorServer.route}`, runs: [] };
    const targets: Target[] = [floor];
    for (const [name, route] of pages) {
      for (const [build, server] of servers)
        targets.push({ name: `${name}${build}`, url: `${server.origin}${route}`, runs: [] });
    }
    console.log(
      `main thread after the first contentful paint, from Chromium's trace: phone screen, CPU ×${CPU_SLOWDOWN}, ` +
        `local network, until ${QUIET_MS / 1000} s without a long task; median of ${RUNS} rounds, pages in turn`,
    );
    for (const [name, route] of pages) console.log(`  ${name.padEnd(20)} ${route}`);
    // One round first, not counted: the servers' own caches fill on a page's first request.
    for (const target of targets) await traceLoad(browser, target.url);
    for (let round = 0; round < RUNS; round += 1) {
      for (const target of targets) target.runs.push(await traceLoad(browser, target.url));
    }
    const floorMedians = medians(floor.runs);
    console.log(
      `\n${'page'.padEnd(28)}   FCP   TBT  −floor long tasks  longest  busy  goal (ms; TBT: Σ task − ${LONG_TASK_MS} ms)`,
    );
    for (const target of targets) for (const line of report(target, floorMedians)) console.log(line);
    console.log(
      `\nGoal on each page: TBT ≤ the floor's + ${GOAL_BLOCKING_OVER_FLOOR_MS} ms and no task after the first ` +
        `paint longer than ${GOAL_LONGEST_MS} ms. 'long tasks': their whole time; 'busy': every task after the paint.`,
    );
  });
}
