import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from './percentile';
import { benchDistDir, startSiteServer, type SiteServer } from './site-server';

/*
 * A crawler walking search states: CRAWL_STATES (5,000) distinct /search links, CRAWL_CONNECTIONS
 * at a time, against the file-system cache and, where Debian's redis-server is installed, against
 * Redis. Prints the answers, their times, and what the cache holds after: the build folder's size
 * on disk and the server's memory, or Redis's keys and memory. Both stay within the bound the site
 * sets (SEARCH_CACHE_ENTRIES, 500 by default) however long the crawl.
 */

const PORT = 3310 + E2E_PORT_OFFSET;
const REDIS_PORT = 6399 + E2E_PORT_OFFSET;
const STATES = Number(process.env.CRAWL_STATES ?? 5000);
const CONNECTIONS = Number(process.env.CRAWL_CONNECTIONS ?? 8);

const CITIES = ['', 'Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha', 'Centurion'];
const CATEGORIES = ['', 'Office', 'Industrial', 'Retail', 'Mixed Use'];
const SORTS = ['', 'price-asc', 'price-desc', 'gla-desc', 'newest'];
const DEALS = ['', 'ForSale'];
const MIN_PRICES = ['', '50', '100', '150'];
const PAGES = ['', '2', '3', '4'];

/** Every combination of the lists above, in an order a seeded shuffle fixes: the same run each time. */
export function searchLinks(count: number): string[] {
  const links: string[] = [];
  for (const deal of DEALS)
    for (const category of CATEGORIES)
      for (const city of CITIES)
        for (const sort of SORTS)
          for (const minPrice of MIN_PRICES)
            for (const page of PAGES) {
              const params = new URLSearchParams();
              if (deal) params.set('deal', deal);
              if (category) params.set('category', category);
              if (city) params.set('city', city);
              if (minPrice) params.set('minPrice', minPrice);
              if (sort) params.set('sort', sort);
              if (page) params.set('page', page);
              links.push(`/search?${params}`);
            }
  let seed = 26;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let index = links.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [links[index], links[other]] = [links[other] as string, links[index] as string];
  }
  if (links.length < count) throw new Error(`only ${links.length} distinct links to crawl`);
  return links.slice(0, count);
}

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = join(folder, entry.name);
    total += entry.isDirectory() ? folderBytes(file) : statSync(file).size;
  }
  return total;
}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function crawl(server: SiteServer, links: string[]): Promise<void> {
  const times: number[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < links.length) {
        const link = links[next++] as string;
        const start = performance.now();
        const response = await fetch(`${server.origin}${link}`);
        await response.arrayBuffer();
        times.push(performance.now() - start);
        const status = `${response.status} ${response.headers.get('x-nextjs-cache') ?? 'uncached'}`;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${links.length} links in ${seconds.toFixed(0)} s (${(links.length / seconds).toFixed(0)}/s), ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
  );
  console.log(`  answers: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(', ')}`);
}

function redisCli(...args: string[]): string {
  return spawnSync('redis-cli', ['-p', String(REDIS_PORT), ...args], { encoding: 'utf8' }).stdout.trim();
}

async function startRedis(): Promise<ChildProcess | undefined> {
  if (spawnSync('which', ['redis-server']).status !== 0) return undefined;
  const redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 50 && redisCli('ping') !== 'PONG'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return redis;
}

async function crawlFileSystemCache(links: string[]): Promise<void> {
  const distDir = benchDistDir();
  console.log('file-system cache (the embedded default)');
  const server = await startSiteServer(PORT);
  try {
    const diskBefore = folderBytes(distDir);
    await fetch(`${server.origin}/search`);
    const memoryBefore = server.residentBytes();
    await crawl(server, links);
    console.log(
      `  after: build folder ${megabytes(folderBytes(distDir))} (before ${megabytes(diskBefore)}), ` +
        `server memory ${megabytes(server.residentBytes())} (before ${megabytes(memoryBefore)})`,
    );
  } finally {
    await server.stop();
  }
}

async function crawlRedisCache(links: string[]): Promise<void> {
  const redis = await startRedis();
  if (!redis) {
    console.log('Redis: redis-server is not installed; skipped');
    return;
  }
  console.log(`Redis (redis-server on port ${REDIS_PORT})`);
  const server = await startSiteServer(PORT, {
    env: { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, ONE_MACHINE_STORE: '1' },
  });
  try {
    await fetch(`${server.origin}/search`);
    const memoryBefore = redisCli('info', 'memory').match(/used_memory:(\d+)/)?.[1];
    await crawl(server, links);
    const indexKey = redisCli('--scan', '--pattern', '*__search_pages__');
    console.log(
      `  after: ${redisCli('dbsize')} keys, ${redisCli('zcard', indexKey)} search pages counted, ` +
        `used memory ${megabytes(Number(redisCli('info', 'memory').match(/used_memory:(\d+)/)?.[1]))} ` +
        `(before ${megabytes(Number(memoryBefore))})`,
    );
  } finally {
    await server.stop();
    redis.kill('SIGKILL');
  }
}

export async function runSearchCrawlBench(): Promise<void> {
  const links = searchLinks(STATES);
  console.log(`${links.length} distinct search links, ${CONNECTIONS} at a time`);
  await crawlFileSystemCache(links);
  await crawlRedisCache(links);
}
