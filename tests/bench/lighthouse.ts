// `npm run lighthouse`: Lighthouse (mobile settings unless LIGHTHOUSE_PRESET=desktop) on the pages of
// a production server of this checkout, each beside the floor, a bare App Router page built from
// this checkout's own `next` and `react` and measured in the same run (tests/bench/floor). Prints
// each page's scores and Core Web Vitals next to the floor's, and Lighthouse's benchmarkIndex.
// The pages: the twelve the goals name and three nobody tuned (tests/bench/routes.ts); the command
// fails when a page's medians break the regression guard's bounds (tests/bench/lighthouse-guard.ts).
// LIGHTHOUSE_RUNS (default 3) runs per page; LIGHTHOUSE_PAGES=/,property picks pages by name, and a
// path that names none of them (/paia) is measured as it is;
// LIGHTHOUSE_COMPARE_DIST_DIR=.next-before serves a second build beside this one, each page measured
// on both in every round (its rows marked 'compared build'), for a before/after in one run.
import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { startFloorServer } from './floor-server';
import { printGuard } from './lighthouse-guard';
import { printComparison, printShortfalls, type PageRuns } from './lighthouse-report';
import { CPU_SLOWDOWN, medianRun, PRESET, runLighthouse } from './lighthouse-run';
import { percentile } from './percentile';
import { discoverRoutes, goalPages, UNTUNED_PAGES } from './routes';
import { startSiteServer } from './site-server';
import { withStarted } from './started';

const PORT = 3310 + E2E_PORT_OFFSET;
const FLOOR_PORT = 3311 + E2E_PORT_OFFSET;
const COMPARE_PORT = 3312 + E2E_PORT_OFFSET;
const COMPARE_DIST_DIR = process.env.LIGHTHOUSE_COMPARE_DIST_DIR?.trim() || null;
const COMPARED = ' (compared build)';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const OUT_DIR = 'lighthouse-results';
const FLOOR = 'floor (bare App Router)';

/** The pages LIGHTHOUSE_PAGES names, in its order: a known page by name, any other path as itself. */
function pickPages(known: Array<[string, string]>, only: string[] | undefined): Array<[string, string]> {
  if (!only) return known;
  return only.flatMap((name): Array<[string, string]> => {
    const page = known.find(([knownName]) => knownName === name);
    if (page) return [page];
    return name.startsWith('/') ? [[name, name]] : [];
  });
}

/** Renders each page and the pictures it names once, so no run measures a cold cache. */
async function warm(origin: string, route: string): Promise<void> {
  const html = await (await fetch(`${origin}${route}`)).text();
  const images = new Set(html.match(/\/images\/[a-z]+\/[a-z0-9-]+\.webp\?w=\d+/g) ?? []);
  await Promise.all([...images].map(async (src) => (await fetch(`${origin}${src}`)).arrayBuffer()));
}

function reportFile(name: string, run: number): string {
  const slug = name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
  return join(OUT_DIR, `${slug}-${PRESET}-${run}.json`);
}

function main(): Promise<void> {
  return withStarted(async (keep) => {
    const floor = keep(await startFloorServer(FLOOR_PORT));
    const server = keep(await startSiteServer(PORT));
    const compared = COMPARE_DIST_DIR
      ? keep(await startSiteServer(COMPARE_PORT, { distDir: COMPARE_DIST_DIR }))
      : null;
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const pages = pickPages([...goalPages(await discoverRoutes(server.origin)), ...UNTUNED_PAGES], only);
    // Each page of the compared build right after the same page of this one: one load weighs on both.
    const targets: Array<[string, string, string]> = pages.flatMap(([name, route]) => [
      [name, route, server.origin] as [string, string, string],
      ...(compared ? [[`${name}${COMPARED}`, route, compared.origin] as [string, string, string]] : []),
    ]);
    mkdirSync(OUT_DIR, { recursive: true });
    for (const [, route, origin] of targets) await warm(origin, route);
    await warm(floor.origin, floor.route);
    const runs = new Map<string, Result[]>([
      [FLOOR, []],
      ...targets.map(([name]): [string, Result[]] => [name, []]),
    ]);
    // Round by round, the floor first: whatever else the machine does weighs on every page alike.
    for (let run = 1; run <= RUNS; run += 1) {
      runs.get(FLOOR)?.push(await runLighthouse(`${floor.origin}${floor.route}`, reportFile('floor', run)));
      for (const [name, route, origin] of targets) {
        runs.get(name)?.push(await runLighthouse(`${origin}${route}`, reportFile(name, run)));
      }
    }
    const summarise = (name: string, route: string): PageRuns => {
      const pageRuns = runs.get(name) ?? [];
      return { name, route, runs: pageRuns, median: medianRun(pageRuns) };
    };
    const floorRuns = summarise(FLOOR, floor.route);
    const measured = targets.map(([name, route]) => summarise(name, route));

    console.log(`\nLighthouse ${PRESET}, median of ${RUNS} run(s) per page; reports in ${OUT_DIR}/`);
    if (CPU_SLOWDOWN > 0) console.log(`CPU slowdown ${CPU_SLOWDOWN}× (LIGHTHOUSE_CPU_SLOWDOWN)`);
    // Lighthouse multiplies the main-thread time it observes by 4: a busy machine inflates TBT and LCP.
    const indices = [...runs.values()].flat().map((lhr) => lhr.environment.benchmarkIndex);
    console.log(
      `load average now ${loadavg()[0]?.toFixed(1)}; benchmarkIndex median ${Math.round(percentile(indices, 50))} ` +
        `(${Math.round(Math.min(...indices))}–${Math.round(Math.max(...indices))} over ${indices.length} runs)`,
    );
    for (const [name, route] of pages) console.log(`  ${name.padEnd(20)} ${route}`);
    if (compared) console.log(`  '${COMPARED.trim()}': the build in ${COMPARE_DIST_DIR}`);
    console.log('');
    printComparison(floorRuns, measured);
    printShortfalls(measured);
    // The guard watches this build; a compared build is the 'before' it is measured against.
    if (!printGuard(measured.filter((page) => !page.name.endsWith(COMPARED)))) process.exitCode = 1;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
