import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import { percentile } from './percentile';
import { startSiteServer, type SiteServer } from './site-server';

/*
 * A crawler beside a visitor: the crawler walks every URL of the sitemap and the brochure of every
 * property and unit page, CRAWLER_CONNECTIONS (4) at a time, for CRAWLER_SECONDS (90), while a
 * visitor loads /about one request at a time, a moment apart. Prints the visitor's p50, p95 and
 * max alone (the baseline, the same run) and beside the crawl, what the crawler got, and the
 * server's resident memory before, at its peak and after. Goal: the visitor's p95 under 200 ms.
 * CRAWLER_DIST_DIR measures another build (say the one before a change) on the same machine.
 */

const PORT = 3320 + E2E_PORT_OFFSET;
const CONNECTIONS = Number(process.env.CRAWLER_CONNECTIONS ?? 4);
const CRAWL_SECONDS = Number(process.env.CRAWLER_SECONDS ?? 90);
const BASELINE_SECONDS = 10;
const VISITOR_PATH = '/about';
/** A person reads between clicks; a visitor that never paused would be a second crawler. */
const VISITOR_PAUSE_MS = 50;
const GOAL_P95_MS = 200;
const LISTING_PAGE = /^\/(?:to-let|for-sale)\/[^/]+\/[^/]+\/[^/]+\/[^/]+(?:\/[^/]+)?$/;

const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

async function locations(origin: string, path: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}${path}`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname);
}

/** The sitemap's pages in its own order, each listing page followed by its brochure. */
async function crawlPaths(origin: string): Promise<string[]> {
  const paths: string[] = [];
  for (const sitemap of await locations(origin, '/sitemap.xml')) {
    for (const path of await locations(origin, sitemap)) {
      paths.push(path);
      if (LISTING_PAGE.test(path)) paths.push(`${path}/brochure.pdf`);
    }
  }
  return paths;
}

interface Timings {
  times: number[];
  errors: number;
}

/** The visitor's page, one request at a time with a pause between, until `until()` says stop. */
async function visit(origin: string, until: () => boolean): Promise<Timings> {
  const timings: Timings = { times: [], errors: 0 };
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${origin}${VISITOR_PATH}`);
    await response.arrayBuffer();
    timings.times.push(performance.now() - started);
    if (response.status !== 200) timings.errors += 1;
    await new Promise((resolve) => setTimeout(resolve, VISITOR_PAUSE_MS));
  }
  return timings;
}

function describe(label: string, { times, errors }: Timings): string {
  const figure = (p: number) => `${percentile(times, p).toFixed(0)} ms`;
  return (
    `  ${label}: ${times.length} loads, p50 ${figure(50)}, p95 ${figure(95)}, ` +
    `max ${Math.max(...times).toFixed(0)} ms, ${errors} not 200`
  );
}

async function crawl(server: SiteServer, paths: string[], until: () => boolean) {
  const statuses = new Map<string, number>();
  let next = 0;
  let peak = server.residentBytes();
  let brochures = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.residentBytes());
  }, 1000);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (!until()) {
        const path = paths[next++ % paths.length] as string;
        const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
        await response.arrayBuffer();
        if (path.endsWith('.pdf')) brochures += 1;
        const status = String(response.status);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  clearInterval(sampler);
  return { fetched: next, brochures, statuses, peak };
}

export async function runCrawlVisitorBench(): Promise<void> {
  const distDir = process.env.CRAWLER_DIST_DIR;
  const server = await startSiteServer(PORT, distDir ? { distDir } : {});
  try {
    const paths = await crawlPaths(server.origin);
    console.log(
      `${paths.length} crawl URLs (sitemap pages and brochures), ${CONNECTIONS} connections for ${CRAWL_SECONDS} s; ` +
        `the visitor loads ${VISITOR_PATH}${distDir ? ` (build ${distDir})` : ''}`,
    );
    const baselineEnd = Date.now() + BASELINE_SECONDS * 1000;
    const baseline = await visit(server.origin, () => Date.now() > baselineEnd);
    const before = server.residentBytes();
    const crawlEnd = Date.now() + CRAWL_SECONDS * 1000;
    const stop = () => Date.now() > crawlEnd;
    const [beside, crawled] = await Promise.all([visit(server.origin, stop), crawl(server, paths, stop)]);
    const after = server.residentBytes();
    console.log(describe('visitor alone (baseline)', baseline));
    console.log(describe('visitor beside the crawl', beside));
    console.log(
      `  crawler: ${crawled.fetched} URLs (${crawled.brochures} brochures, ${(crawled.fetched / CRAWL_SECONDS).toFixed(1)}/s), ` +
        `answers ${[...crawled.statuses].map(([status, count]) => `${status} × ${count}`).join(', ')}`,
    );
    console.log(
      `  server memory: ${megabytes(before)} before the crawl, ${megabytes(crawled.peak)} at its peak, ${megabytes(after)} after`,
    );
    const p95 = percentile(beside.times, 95);
    console.log(
      `  goal: visitor p95 < ${GOAL_P95_MS} ms beside the crawl: ${p95 < GOAL_P95_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
  }
}
