import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import autocannon from 'autocannon';
import { percentile } from './percentile';
import { startSiteServer } from './site-server';

const PORT = 3300 + E2E_PORT_OFFSET;
/** Properties from /search's first page whose brochures are made, each for the first time. */
const BROCHURES = 8;
const CONNECTIONS = 10;
const DURATION_S = 10;

async function propertyPaths(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/search`)).text();
  const paths = [...html.matchAll(/<h3[^>]*><a[^>]*href="(\/(?:to-let|for-sale)\/[^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return [...new Set(paths)].slice(0, BROCHURES);
}

async function timedGet(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, status: response.status };
}

/**
 * Issue 17's brochure figures: how long a brochure takes to make (the first request for it:
 * the page's data, the photo, the map and the PDF), and how many a server hands out per second
 * once it is in the data cache.
 */
export async function runBrochureBench(): Promise<void> {
  // Every brochure is made for one client here: its limit of new brochures a minute is lifted.
  const server = await startSiteServer(PORT, { env: { BROCHURE_RENDER_LIMIT: '100000' } });
  try {
    const paths = await propertyPaths(server.origin);
    const made: number[] = [];
    const cached: number[] = [];
    console.log('brochure                                                      first ms  again ms      KB');
    for (const path of paths) {
      const first = await timedGet(`${server.origin}${path}/brochure.pdf`);
      const again = await timedGet(`${server.origin}${path}/brochure.pdf`);
      if (first.status !== 200 || again.status !== 200)
        throw new Error(`${path}: ${first.status}/${again.status}`);
      made.push(first.ms);
      cached.push(again.ms);
      console.log(
        `${path.slice(0, 60).padEnd(60)} ${first.ms.toFixed(0).padStart(9)} ${again.ms.toFixed(1).padStart(9)} ${(first.bytes / 1024).toFixed(0).padStart(7)}`,
      );
    }
    console.log(
      `made: p50 ${percentile(made, 50).toFixed(0)} ms, p95 ${percentile(made, 95).toFixed(0)} ms; ` +
        `from the cache: p50 ${percentile(cached, 50).toFixed(1)} ms`,
    );
    const target = `${server.origin}${paths[0]}/brochure.pdf`;
    const result = await autocannon({ url: target, connections: CONNECTIONS, duration: DURATION_S });
    console.log(
      `cached brochure under load (${CONNECTIONS} connections, ${DURATION_S} s): ` +
        `${result.requests.average.toFixed(0)} brochures/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
    );
  } finally {
    await server.stop();
  }
}
