import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import type { Browser } from '@playwright/test';
import { launchChromium } from './browser';
import { discoverRoutes } from './routes';
import { startSiteServer } from './site-server';
import { withStarted } from './started';

/*
 * JavaScript transferred per route against the framework floor: the plainest page of the same
 * build (Next's not-found page: the root layout and nothing of its own). Issue 15 goals:
 * content, property and media list pages ≤ 1.1× the floor, /search ≤ 1.6×.
 */

const PORT = 3300 + E2E_PORT_OFFSET;
// Next's own not-found page: the root layout and nothing else.
const FLOOR_ROUTE = '/_not-found';
const CONTENT_GOAL = 1.1;
const SEARCH_GOAL = 1.6;
/** Chunks above the floor at least this big are named under the table. */
const NAMED_CHUNK_BYTES = 2048;

export interface ScriptTransfer {
  /** Encoded (compressed) bytes on the wire, headers included, per script URL. */
  byUrl: Map<string, number>;
  total: number;
}

/**
 * Every script the page loads within 1.5 s of `load`. With `prefetch: false` the router's
 * prefetches are refused: the flight data of a prefetched route makes React preload that
 * route's client chunks, which are the next page's weight, not this one's.
 */
export async function scriptTransfer(
  browser: Browser,
  url: string,
  { prefetch }: { prefetch: boolean },
): Promise<ScriptTransfer> {
  const context = await browser.newContext();
  if (!prefetch) {
    await context.route('**/*', async (route) => {
      const headers = await route.request().allHeaders();
      if (headers['next-router-prefetch'] !== undefined) await route.abort('blockedbyclient');
      else await route.fallback();
    });
  }
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  const requests = new Map<string, { url: string; type: string }>();
  const byUrl = new Map<string, number>();
  client.on('Network.responseReceived', (event) =>
    requests.set(event.requestId, { url: event.response.url, type: event.type }),
  );
  client.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request?.type === 'Script') byUrl.set(request.url, event.encodedDataLength);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  await context.close();
  return { byUrl, total: [...byUrl.values()].reduce((sum, bytes) => sum + bytes, 0) };
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function chunkName(url: string): string {
  return new URL(url).pathname.replace(/^\/_next\/static\/chunks\//, '');
}

export function runJsWeightBench(): Promise<void> {
  return withStarted(async (keep) => {
    const server = keep(await startSiteServer(PORT));
    const browser = keep(await launchChromium());
    const routes = await discoverRoutes(server.origin);
    const measured: Array<[string, string, number]> = [
      ['/', routes.home, CONTENT_GOAL],
      ['/about', routes.about, CONTENT_GOAL],
      ['property', routes.property, CONTENT_GOAL],
      ['article', routes.article, CONTENT_GOAL],
      ['/contact', routes.contact, CONTENT_GOAL],
      ['/media/latest-news', routes.newsList, CONTENT_GOAL],
      ['/search', routes.search, SEARCH_GOAL],
    ];
    const floor = await scriptTransfer(browser, `${server.origin}${FLOOR_ROUTE}`, { prefetch: false });
    const floorWithPrefetch = await scriptTransfer(browser, `${server.origin}${FLOOR_ROUTE}`, {
      prefetch: true,
    });
    console.log(`property: ${routes.property}\narticle:  ${routes.article}\n`);
    console.log("JS transferred (compressed), the router's prefetches refused; then with them allowed");
    console.log(
      `${'route'.padEnd(20)} ${'page JS'.padStart(10)}  ${'÷ floor'.padStart(7)}  goal         ${'+ prefetch'.padStart(10)}  ÷ floor`,
    );
    console.log(
      `${'/_not-found (floor)'.padEnd(20)} ${kib(floor.total).padStart(10)}  ${'1.00×'.padStart(7)}  ${''.padEnd(11)}  ` +
        `${kib(floorWithPrefetch.total).padStart(10)}  1.00×`,
    );
    const extras: string[] = [];
    for (const [name, route, goal] of measured) {
      const transfer = await scriptTransfer(browser, `${server.origin}${route}`, { prefetch: false });
      const withPrefetch = await scriptTransfer(browser, `${server.origin}${route}`, { prefetch: true });
      const ratio = transfer.total / floor.total;
      const verdict = ratio <= goal ? 'ok  ' : 'OVER';
      console.log(
        `${name.padEnd(20)} ${kib(transfer.total).padStart(10)}  ${`${ratio.toFixed(2)}×`.padStart(7)}  ` +
          `≤ ${goal.toFixed(1)}× ${verdict}  ${kib(withPrefetch.total).padStart(10)}  ` +
          `${(withPrefetch.total / floorWithPrefetch.total).toFixed(2)}×`,
      );
      const above = [...transfer.byUrl]
        .filter(([url, bytes]) => !floor.byUrl.has(url) && bytes >= NAMED_CHUNK_BYTES)
        .sort((a, b) => b[1] - a[1])
        .map(([url, bytes]) => `${chunkName(url)} ${kib(bytes)}`);
      if (above.length > 0) extras.push(`${name}: ${above.join(', ')}`);
    }
    if (extras.length > 0)
      console.log(`\nchunks above the floor (≥ ${kib(NAMED_CHUNK_BYTES)}, prefetches refused):`);
    for (const line of extras) console.log(`  ${line}`);
  });
}
