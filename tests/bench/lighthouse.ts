// `npm run lighthouse`: Lighthouse (mobile settings unless LIGHTHOUSE_PRESET=desktop) on the main
// pages of a production server of this checkout, printing scores and the Core Web Vitals.
// LIGHTHOUSE_RUNS (default 3) runs per page; LIGHTHOUSE_PAGES=/,property picks pages by name.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { discoverRoutes } from './routes';
import { startSiteServer } from './site-server';

const PORT = 3310;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PRESET = process.env.LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
const OUT_DIR = 'lighthouse-results';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const GOAL_LCP_MS = 1200;
const RUN_ATTEMPTS = 3;

interface PageRun {
  name: string;
  route: string;
  lhr: Result;
}

/** Renders each page and the pictures it names once, so no run measures a cold cache. */
async function warm(origin: string, route: string): Promise<void> {
  const html = await (await fetch(`${origin}${route}`)).text();
  const images = new Set(html.match(/\/images\/[a-z]+\/[a-z0-9-]+\.webp\?w=\d+/g) ?? []);
  await Promise.all([...images].map(async (src) => (await fetch(`${origin}${src}`)).arrayBuffer()));
}

/*
 * Lighthouse's CLI in its own process: under tsx, functions Lighthouse stringifies into the page
 * carry esbuild's `__name` helper and fail there ("__name is not defined").
 */
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

async function runOnce(url: string, outputPath: string): Promise<Result> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    ...(PRESET === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`lighthouse exited with code ${code} for ${url}`);
  const lhr = JSON.parse(readFileSync(outputPath, 'utf8')) as Result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine. */
async function runWithRetries(url: string, outputPath: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, outputPath);
    } catch (error) {
      if (attempt >= RUN_ATTEMPTS) throw error;
      console.error(`retrying ${url} (attempt ${attempt} failed: ${String(error)})`);
    }
  }
}

function score(lhr: Result, category: (typeof CATEGORIES)[number]): number {
  return Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
}

function metric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** The run with the median performance score (ties broken by LCP), as Lighthouse advises. */
function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) =>
      score(a, 'performance') - score(b, 'performance') ||
      metric(b, 'largest-contentful-paint') - metric(a, 'largest-contentful-paint'),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse runs');
  return median;
}

/** Audits that cost points: failing audits of the scored categories and perf opportunities. */
function shortfalls(lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (id === 'performance' && ref.group === 'metrics') continue;
      lines.push(`${id}: ${audit.id} (${audit.score.toFixed(2)}) ${audit.displayValue ?? ''}`.trim());
    }
  }
  for (const audit of Object.values(lhr.audits)) {
    const details = audit.details;
    if (details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) > 0) {
      lines.push(`opportunity: ${audit.id} saves ~${Math.round(details.overallSavingsMs ?? 0)} ms`);
    }
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  if (lcpElement?.type === 'list') {
    const table = lcpElement.items[0];
    const item = table?.type === 'table' ? table.items[0]?.node : undefined;
    if (item && typeof item === 'object' && 'selector' in item)
      lines.push(`LCP element: ${String(item.selector)}`);
  }
  return lines;
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

function printTable(pages: PageRun[], all: Map<string, Result[]>): void {
  const header = ['page', 'perf', 'a11y', 'b-p', 'seo', 'TTFB', 'FCP', 'LCP', 'LCP range', 'TBT', 'CLS'];
  const widths = [26, 5, 5, 5, 5, 8, 8, 8, 18, 8, 6];
  const row = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 8)).join(' ');
  console.log(row(header));
  for (const { name, lhr } of pages) {
    const lcps = (all.get(name) ?? []).map((run) => metric(run, 'largest-contentful-paint'));
    console.log(
      row([
        name,
        ...CATEGORIES.map((category) => String(score(lhr, category))),
        formatMs(metric(lhr, 'server-response-time')),
        formatMs(metric(lhr, 'first-contentful-paint')),
        formatMs(metric(lhr, 'largest-contentful-paint')),
        `${formatMs(Math.min(...lcps))}–${formatMs(Math.max(...lcps))}`,
        formatMs(metric(lhr, 'total-blocking-time')),
        metric(lhr, 'cumulative-layout-shift').toFixed(3),
      ]),
    );
  }
}

async function main(): Promise<void> {
  const server = await startSiteServer(PORT);
  try {
    const routes = await discoverRoutes(server.origin);
    const targets: Array<[string, string]> = [
      ['/', routes.home],
      ['/search', routes.search],
      ['property', routes.property],
      ['article', routes.article],
      ['/about', routes.about],
      ['/media/latest-news', routes.newsList],
    ];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    if (only) targets.splice(0, targets.length, ...targets.filter(([name]) => only.includes(name)));
    mkdirSync(OUT_DIR, { recursive: true });
    const all = new Map<string, Result[]>();
    const pages: PageRun[] = [];
    for (const [name, route] of targets) {
      await warm(server.origin, route);
      const runs: Result[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const file = `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${PRESET}-${run}.json`;
        runs.push(await runWithRetries(`${server.origin}${route}`, join(OUT_DIR, file)));
      }
      all.set(name, runs);
      pages.push({ name, route, lhr: medianRun(runs) });
    }
    console.log(`\nLighthouse ${PRESET}, median of ${RUNS} run(s) per page; reports in ${OUT_DIR}/`);
    // Lighthouse multiplies the main-thread time it observes by 4: a busy machine inflates TBT and LCP.
    const index = pages.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex)).join(', ');
    console.log(`load average now ${loadavg()[0]?.toFixed(1)}; benchmark index per page ${index}`);
    for (const { name, route } of pages) console.log(`  ${name.padEnd(10)} ${route}`);
    console.log('');
    printTable(pages, all);
    console.log(`\nGoal: 100 in every category, LCP ≤ ${formatMs(GOAL_LCP_MS)}.`);
    for (const { name, lhr } of pages) {
      const lines = shortfalls(lhr);
      if (lines.length === 0) continue;
      console.log(`\n${name}:`);
      for (const line of lines) console.log(`  ${line}`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
