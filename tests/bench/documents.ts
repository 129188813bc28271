import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { E2E_PORT_OFFSET } from '../e2e/e2e-build';
import { startFloorServer } from './floor-server';
import { discoverRoutes, goalPages } from './routes';
import { startSiteServer } from './site-server';
import { withStarted } from './started';

/*
 * Each of the twelve pages' document as a browser gets it from the cache (the second request),
 * beside the floor's: the bytes on the wire with `Accept-Encoding: gzip`, and what they hold once
 * unzipped (the inline CSS, the flight data React reads, the rest). Goals (issue 85), gzipped:
 * ≤ 14.6 KB, one round trip, for `/about`, a service page and an article; ≤ 20 KB for the others.
 * DOCUMENTS_COMPARE_DIST_DIR=.next-before measures a second build beside this one.
 */

const PORT = 3340 + E2E_PORT_OFFSET;
const COMPARE_PORT = 3341 + E2E_PORT_OFFSET;
const FLOOR_PORT = 3342 + E2E_PORT_OFFSET;
const COMPARE_DIST_DIR = process.env.DOCUMENTS_COMPARE_DIST_DIR?.trim() || null;
const ONE_ROUND_TRIP_PAGES = new Set(['/about', 'service', 'article']);
const ONE_ROUND_TRIP_BYTES = 14.6 * 1024;
const OTHER_PAGE_BYTES = 20 * 1024;

interface DocumentFigures {
  wire: number;
  raw: number;
  css: number;
  flight: number;
}

function gzippedDocument(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { 'accept-encoding': 'gzip', accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else if (response.headers['content-encoding'] !== 'gzip') reject(new Error(`${url} was not gzipped`));
        else resolve(Buffer.concat(chunks));
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

function lengthOf(html: string, pattern: RegExp): number {
  return [...html.matchAll(pattern)].reduce((sum, match) => sum + (match[1]?.length ?? 0), 0);
}

async function measure(url: string): Promise<DocumentFigures> {
  await gzippedDocument(url);
  const wire = await gzippedDocument(url);
  const html = gunzipSync(wire).toString('latin1');
  return {
    wire: wire.length,
    raw: html.length,
    css: lengthOf(html, /<style[^>]*>([\s\S]*?)<\/style>/g),
    flight: lengthOf(html, /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function row(name: string, figures: DocumentFigures, goal: string): string {
  const rest = figures.raw - figures.css - figures.flight;
  return (
    `${name.padEnd(30)} ${kb(figures.wire).padStart(7)} ${kb(figures.raw).padStart(7)} ` +
    `${kb(figures.css).padStart(6)} ${kb(figures.flight).padStart(7)} ${kb(rest).padStart(6)}  ${goal}`
  );
}

export function runDocumentsBench(): Promise<void> {
  return withStarted(async (keep) => {
    const site = keep(await startSiteServer(PORT));
    const builds = [{ label: '', server: site }];
    if (COMPARE_DIST_DIR) {
      const server = keep(await startSiteServer(COMPARE_PORT, { distDir: COMPARE_DIST_DIR }));
      builds.push({ label: ` (${COMPARE_DIST_DIR})`, server });
    }
    const floor = keep(await startFloorServer(FLOOR_PORT));
    const pages = goalPages(await discoverRoutes(site.origin));
    console.log('each document from the cache (its second request), gzipped as served; KB = 1,024 bytes');
    console.log(
      `${'page'.padEnd(30)} ${'gzipped'.padStart(7)} ${'raw'.padStart(7)} ${'CSS'.padStart(6)} ${'flight'.padStart(7)} ${'rest'.padStart(6)}  goal (gzipped)`,
    );
    console.log(row('floor (bare App Router)', await measure(`${floor.origin}${floor.route}`), 'the floor'));
    for (const [name, path] of pages) {
      const limit = ONE_ROUND_TRIP_PAGES.has(name) ? ONE_ROUND_TRIP_BYTES : OTHER_PAGE_BYTES;
      for (const { label, server } of builds) {
        const figures = await measure(`${server.origin}${path}`);
        const verdict = figures.wire <= limit ? 'ok' : 'OVER';
        console.log(row(`${name}${label}`, figures, `≤ ${kb(limit)} ${verdict}`));
      }
    }
  });
}
