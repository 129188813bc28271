import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import { mkdirSync, rmSync } from 'node:fs';
import {
  largestProfile,
  monotonicMicros,
  printProfileSummary,
  summariseProfile,
  type ProfileWindow,
} from './cpu-profile';
import { percentile } from './percentile';
import { searchLinks } from './search-crawl';
import { startSiteServer, type SiteServer } from './site-server';

/*
 * The cost of a search state no visitor asked for before: MISS_STATES new /search links, one at a
 * time, on an otherwise idle server, beside the same links served again from the cache and /about
 * in the same run. Prints each road's wall time and the server's CPU time per request (/proc, user
 * + system, all of the server's processes). MISS_CPU_PROF=1 profiles the server and prints where
 * the misses' time went.
 *
 * MISS_COMPARE_DIST_DIR=.next-before compares two builds (before and after a change): both servers
 * run at once and take turns, link by link, so whatever else the machine does weighs on both alike;
 * it prints each one's figures and the median of the per-link ratios. MISS_COMPARE_NODE_OPTIONS
 * gives the other build's server the V8 flags its own `npm start` gave it ('' for none).
 */

const PORT = 3320 + E2E_PORT_OFFSET;
const COMPARE_PORT = 3321 + E2E_PORT_OFFSET;
const STATES = Number(process.env.MISS_STATES ?? 60);
/** States rendered before the measured ones, so the first renders' compilation is not counted. */
const WARM_UP_STATES = 15;
const PROFILE_DIR = process.env.MISS_CPU_PROF ? 'bench-results/cpu-prof-miss' : undefined;
const COMPARE_DIST_DIR = process.env.MISS_COMPARE_DIST_DIR;
const COMPARE_NODE_OPTIONS = process.env.MISS_COMPARE_NODE_OPTIONS;

interface Timing {
  times: number[];
  cpuMillis: number;
}

async function timeOne(server: SiteServer, link: string, expectCache?: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${server.origin}${link}`);
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  const cache = response.headers.get('x-nextjs-cache') ?? 'none';
  if (!response.ok) throw new Error(`${link} answered ${response.status}`);
  if (expectCache && cache !== expectCache) {
    throw new Error(`${link} answered from the cache as ${cache}, not ${expectCache}`);
  }
  return elapsed;
}

/** Each link on each server in turn; the CPU each server spent over the whole road. */
async function timeRoad(servers: SiteServer[], links: string[], expectCache?: string): Promise<Timing[]> {
  const timings = servers.map((): Timing => ({ times: [], cpuMillis: 0 }));
  const cpuBefore = servers.map((server) => server.cpuMillis());
  for (const link of links) {
    for (const [index, server] of servers.entries()) {
      timings[index]?.times.push(await timeOne(server, link, expectCache));
    }
  }
  servers.forEach((server, index) => {
    const timing = timings[index];
    if (timing) timing.cpuMillis = server.cpuMillis() - (cpuBefore[index] ?? 0);
  });
  return timings;
}

function describe(name: string, timing: Timing, requests: number): string {
  return (
    `  ${name.padEnd(34)} median ${percentile(timing.times, 50).toFixed(1).padStart(6)} ms, ` +
    `p90 ${percentile(timing.times, 90).toFixed(1).padStart(6)} ms, ` +
    `server CPU ${(timing.cpuMillis / requests).toFixed(1).padStart(5)} ms a request`
  );
}

function medianRatio(numerator: number[], denominator: number[]): number {
  return percentile(
    numerator.map((value, index) => value / (denominator[index] ?? Number.NaN)),
    50,
  );
}

async function warmUp(servers: SiteServer[], links: string[]): Promise<void> {
  for (const server of servers) {
    for (const link of links) await (await fetch(`${server.origin}${link}`)).arrayBuffer();
    for (let i = 0; i < 5; i += 1) await (await fetch(`${server.origin}/about`)).arrayBuffer();
  }
}

export async function runSearchMissBench(): Promise<void> {
  const links = searchLinks(WARM_UP_STATES + STATES);
  const measured = links.slice(WARM_UP_STATES);
  if (PROFILE_DIR) {
    rmSync(PROFILE_DIR, { recursive: true, force: true });
    mkdirSync(PROFILE_DIR, { recursive: true });
  }
  const nodeFlags = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const servers = [await startSiteServer(PORT, { nodeFlags })];
  let misses: ProfileWindow | undefined;
  try {
    if (COMPARE_DIST_DIR) {
      const compare = { distDir: COMPARE_DIST_DIR, serverNodeOptions: COMPARE_NODE_OPTIONS };
      servers.push(await startSiteServer(COMPARE_PORT, compare));
    }
    const names = COMPARE_DIST_DIR ? ['this build', COMPARE_DIST_DIR] : ['this build'];
    await warmUp(servers, links.slice(0, WARM_UP_STATES));
    console.log(`${measured.length} search states never asked for before, one at a time`);
    const fromMicros = monotonicMicros();
    const missed = await timeRoad(servers, measured, 'MISS');
    misses = { fromMicros, toMicros: monotonicMicros() };
    const cached = await timeRoad(servers, measured, 'HIT');
    const about = await timeRoad(
      servers,
      measured.map(() => '/about'),
    );
    names.forEach((name, index) => {
      const [miss, hit, page] = [missed[index], cached[index], about[index]];
      if (!miss || !hit || !page) return;
      console.log(describe(`new search state (${name})`, miss, measured.length));
      console.log(describe(`the same, from cache (${name})`, hit, measured.length));
      console.log(describe(`/about, cached (${name})`, page, measured.length));
    });
    const [mine, theirs] = missed;
    if (mine && theirs) {
      console.log(
        `  a new state, this build ÷ ${COMPARE_DIST_DIR}: median of per-link ratios ` +
          `${medianRatio(mine.times, theirs.times).toFixed(3)}, CPU ${(mine.cpuMillis / theirs.cpuMillis).toFixed(3)}`,
      );
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  if (PROFILE_DIR) {
    const file = largestProfile(PROFILE_DIR);
    if (file) printProfileSummary(summariseProfile(file, 40, misses));
    if (misses) console.log(`the misses: ${misses.fromMicros}–${misses.toMicros} µs of the profile's clock`);
  }
}
