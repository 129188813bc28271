import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { largestProfile, printProfileSummary, summariseProfile } from './cpu-profile';
import { discoverRoutes } from './routes';
import { startSiteServer } from './site-server';
import { percentile } from './percentile';

/*
 * autocannon against the production server: one mixed run of seven documents (cached pages and a
 * filtered /search) at 100 connections, then each route alone, as requests/s ÷ those of a static
 * JS chunk on the same server in the same run, and each shared search link ÷ /about at 20
 * connections, in rounds that take turns. Goals: 0 errors, p99 ≤ 500 ms in the mixed run, every
 * cached document ≥ 0.5× the static chunk alone, each search link ≥ 0.9× /about. LOAD_DURATION /
 * LOAD_ROUTE_DURATION (seconds) shorten it for quick local runs; LOAD_CPU_PROF=1 profiles the
 * server (node --cpu-prof) and prints where its time went.
 */

const PORT = 3300 + E2E_PORT_OFFSET;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 60);
const ROUTE_DURATION_S = Number(process.env.LOAD_ROUTE_DURATION ?? 10);
const PROFILE_DIR = process.env.LOAD_CPU_PROF ? 'bench-results/cpu-prof' : undefined;
const GOAL_P99_MS = 500;
const GOAL_CACHED_RATIO = 0.5;
const GOAL_SEARCH_RATIO = 0.9;
/** Search links beside /about as they were first measured: 20 connections, in rounds of 5 s each. */
const SEARCH_LINK_CONNECTIONS = 20;
const SEARCH_LINK_ROUNDS = Number(process.env.LOAD_SEARCH_ROUNDS ?? 3);
const SEARCH_LINK_ROUND_S = 5;
const IDLE_LATENCY_MS = 50;
const IDLE_TIMEOUT_MS = 60_000;
/** Requests per target, one at a time, for the cost of one request on an idle server. */
const SERIAL_REQUESTS = 20;

interface Target {
  name: string;
  path: string;
  /** Served from Next's cache, so held to the static-speed goal. */
  cached?: boolean;
  /** A shared search link, held to the goal beside /about. */
  searchLink?: boolean;
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
}

function ms(value: number): string {
  return `${Math.round(value)} ms`.padStart(8);
}

async function findAssets(origin: string): Promise<{ script: string; image: string }> {
  const html = await (await fetch(`${origin}/`)).text();
  const script = html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)?.[0];
  const image = html.match(/\/images\/[a-z]+\/[a-z0-9-]+\.webp\?w=\d+/)?.[0];
  if (!script || !image) throw new Error('the home page names no JS chunk or no /images/ picture');
  return { script, image };
}

/** The time one request takes on an otherwise idle server: its CPU cost, roughly. */
async function serialTimes(origin: string, targets: Target[]): Promise<void> {
  console.log(`one request at a time (${SERIAL_REQUESTS} each, after warm-up): median / p90`);
  for (const target of targets) {
    const times: number[] = [];
    for (let i = 0; i < SERIAL_REQUESTS; i += 1) {
      const start = performance.now();
      const response = await fetch(`${origin}${target.path}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${target.path} answered ${response.status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`  ${target.name.padEnd(16)} ${ms(percentile(times, 50))} ${ms(percentile(times, 90))}`);
  }
}

/**
 * After a run the server is still rendering what the closed connections had asked for; the next
 * run would measure that backlog. Waits until a static file comes back quickly three times running.
 */
async function waitUntilIdle(origin: string, staticPath: string): Promise<void> {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const start = performance.now();
    await (await fetch(`${origin}${staticPath}`)).arrayBuffer();
    quick = performance.now() - start < IDLE_LATENCY_MS ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function mixedRun(origin: string, targets: Target[]): Promise<AutocannonResult> {
  const latencies = targets.map((): number[] => []);
  const bad = targets.map(() => 0);
  // recordBody (onResponse) and the tracker's 'response' event fire back to back for one response.
  let last = -1;
  const requests: AutocannonRequest[] = targets.map((target, index) => ({
    method: 'GET',
    path: target.path,
    onResponse: (status) => {
      last = index;
      if (status < 200 || status > 299) bad[index] = (bad[index] ?? 0) + 1;
    },
  }));
  const instance = autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION_S, requests });
  instance.on('response', (_client, _status, _bytes, time) => latencies[last]?.push(time));
  const result = await instance;
  console.log(
    `\nmixed run: ${CONNECTIONS} connections, ${result.duration} s, each connection cycling through ` +
      `${targets.length} routes`,
  );
  console.log(
    `overall: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, max ${result.latency.max} ms, errors ${result.errors} ` +
      `(timeouts ${result.timeouts}), non-2xx ${result.non2xx}`,
  );
  console.log(
    `${'route'.padEnd(16)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)}      p50      p99  non-2xx`,
  );
  targets.forEach((target, index) => {
    const times = (latencies[index] ?? []).sort((a, b) => a - b);
    console.log(
      `${target.name.padEnd(16)} ${String(times.length).padStart(8)} ` +
        `${(times.length / result.duration).toFixed(1).padStart(7)} ${ms(percentile(times, 50))} ` +
        `${ms(percentile(times, 99))} ${String(bad[index] ?? 0).padStart(8)}`,
    );
  });
  return result;
}

/** Requests/s of each route alone ÷ those of the static chunk. */
async function routeRuns(
  origin: string,
  targets: Target[],
  staticTarget: Target,
): Promise<Map<Target, number>> {
  const ratios = new Map<Target, number>();
  console.log(`\neach route alone: ${CONNECTIONS} connections, ${ROUTE_DURATION_S} s each`);
  console.log(`${'route'.padEnd(16)} ${'req/s'.padStart(7)}      p50      p99  errors  non-2xx  ÷ static`);
  let staticRps = Number.NaN;
  for (const target of [staticTarget, ...targets.filter((target) => target !== staticTarget)]) {
    await waitUntilIdle(origin, staticTarget.path);
    const result = await autocannon({
      url: `${origin}${target.path}`,
      connections: CONNECTIONS,
      duration: ROUTE_DURATION_S,
    });
    const rps = result.requests.average;
    if (target === staticTarget) staticRps = rps;
    ratios.set(target, rps / staticRps);
    console.log(
      `${target.name.padEnd(16)} ${rps.toFixed(0).padStart(7)} ${ms(result.latency.p50)} ` +
        `${ms(result.latency.p99)} ${String(result.errors).padStart(7)} ${String(result.non2xx).padStart(8)}  ` +
        `${(rps / staticRps).toFixed(3)}`,
    );
  }
  return ratios;
}

/**
 * Each search link's requests/s ÷ /about's, in rounds in which every route takes its turn, so a
 * slow spell of a shared machine weighs on both sides: the median of the rounds' ratios.
 */
async function searchLinkRatios(origin: string, about: Target, links: Target[], staticPath: string) {
  console.log(
    `\nsearch links beside /about: ${SEARCH_LINK_CONNECTIONS} connections, ${SEARCH_LINK_ROUNDS} rounds of ` +
      `${SEARCH_LINK_ROUND_S} s each (req/s, then ÷ /about)`,
  );
  const rounds: number[][] = [];
  for (let round = 1; round <= SEARCH_LINK_ROUNDS; round += 1) {
    const rates: number[] = [];
    for (const target of [about, ...links]) {
      await waitUntilIdle(origin, staticPath);
      const result = await autocannon({
        url: `${origin}${target.path}`,
        connections: SEARCH_LINK_CONNECTIONS,
        duration: SEARCH_LINK_ROUND_S,
      });
      if (result.errors > 0 || result.non2xx > 0) throw new Error(`${target.path} failed under load`);
      rates.push(result.requests.average);
    }
    const [aboutRate = Number.NaN, ...linkRates] = rates;
    const ratios = linkRates.map((rate) => rate / aboutRate);
    rounds.push(ratios);
    console.log(
      `  round ${round}: /about ${aboutRate.toFixed(0)}; ` +
        links
          .map(
            (link, index) => `${link.path} ${linkRates[index]?.toFixed(0)} (${ratios[index]?.toFixed(3)}×)`,
          )
          .join(', '),
    );
  }
  return links.map((_, index) =>
    percentile(
      rounds.map((ratios) => ratios[index] ?? 0).sort((a, b) => a - b),
      50,
    ),
  );
}

export async function runLoadBench(): Promise<void> {
  if (PROFILE_DIR) {
    rmSync(PROFILE_DIR, { recursive: true, force: true });
    mkdirSync(PROFILE_DIR, { recursive: true });
  }
  const server = await startSiteServer(PORT, {
    nodeFlags: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : undefined,
  });
  try {
    const routes = await discoverRoutes(server.origin);
    const assets = await findAssets(server.origin);
    const staticTarget: Target = { name: 'static JS chunk', path: assets.script };
    const targets: Target[] = [
      { name: '/', path: routes.home, cached: true },
      { name: '/about', path: routes.about, cached: true },
      { name: 'service page', path: routes.service, cached: true },
      { name: 'property', path: routes.property, cached: true },
      { name: 'article', path: routes.article, cached: true },
      { name: 'landing page', path: routes.landing, cached: true },
      { name: '/search?filter', path: routes.searchFiltered, cached: true },
    ];
    const searchLinks: Target[] = [
      { name: '/search?city=…', path: routes.searchLink, searchLink: true },
      { name: '/search', path: routes.search, searchLink: true },
    ];
    console.log(
      `${cpus().length} CPUs, load average ${loadAverage()} before the runs; autocannon shares the ` +
        'machine with the server, and so does anything else running on it.',
    );
    for (const target of targets) console.log(`  ${target.name.padEnd(16)} ${target.path}`);
    await serialTimes(server.origin, targets);
    await waitUntilIdle(server.origin, staticTarget.path);
    const mixed = await mixedRun(server.origin, targets);
    const ratios = await routeRuns(
      server.origin,
      [...targets, ...searchLinks, { name: 'image', path: assets.image }],
      staticTarget,
    );
    const about = targets.find((target) => target.path === routes.about) as Target;
    const searchRatios = await searchLinkRatios(server.origin, about, searchLinks, staticTarget.path);
    console.log(`load average ${loadAverage()} after the runs`);
    const met = mixed.errors === 0 && mixed.non2xx === 0 && mixed.latency.p99 <= GOAL_P99_MS;
    console.log(`\ngoal (mixed run): 0 errors, p99 ≤ ${GOAL_P99_MS} ms: ${met ? 'met' : 'NOT met'}`);
    const slowest = Math.min(
      ...targets.filter((target) => target.cached).map((target) => ratios.get(target) ?? 0),
    );
    console.log(
      `goal (each cached document alone): ≥ ${GOAL_CACHED_RATIO}× the static chunk: ` +
        `${slowest >= GOAL_CACHED_RATIO ? 'met' : 'NOT met'} (slowest ${slowest.toFixed(3)}×)`,
    );
    console.log(
      `goal (each search link alone, median of the rounds): ≥ ${GOAL_SEARCH_RATIO}× /about: ` +
        `${Math.min(...searchRatios) >= GOAL_SEARCH_RATIO ? 'met' : 'NOT met'} (` +
        searchLinks.map((target, index) => `${target.path} ${searchRatios[index]?.toFixed(3)}×`).join(', ') +
        ')',
    );
  } finally {
    await server.stop();
  }
  if (PROFILE_DIR) {
    const file = largestProfile(PROFILE_DIR);
    if (file) printProfileSummary(summariseProfile(file));
  }
}
