// `npm run build` runs this last (postbuild): each type of page the build prerendered goes through
// the cache's rewrites as a visit would have it (lib/cache/document-rewrites.ts), and the build fails
// when one of them, the policy's recognisers or the compile hints find less than they should on it
// (lib/cache/rewrite-guard.ts): a release of Next that changes its output fails here, not in a visit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStyleSheets } from '../lib/cache/build-style-sheets';
import { checkDocument, findShortfalls, type BuildFiles, type CheckedPage } from '../lib/cache/rewrite-guard';
import { COMPILE_HINT } from '../lib/rendering/compile-hints';

const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';
/** Pages checked of each type: a route, and for the listings' catch-all, each depth of it. */
const PER_TYPE = 2;
/** Next's answer to an error outside every layout: not a page of the site, and never cached. */
const NOT_A_SITE_PAGE = '/_global-error';

interface PrerenderManifest {
  routes: Record<string, { srcRoute?: string | null }>;
}

/** What `next build` wrote for a page: its document, its RSC payload, or what it answers them with. */
function readPrerendered(path: string, extension: '.html' | '.rsc' | '.meta'): string | null {
  try {
    return readFileSync(
      join(distDir, 'server', 'app', `${path === '/' ? '/index' : path}${extension}`),
      'utf8',
    );
  } catch {
    return null;
  }
}

/** Up to PER_TYPE prerendered documents of each type, by route and depth. */
/** The status a prerendered page is answered with: 200 unless its `.meta` says otherwise. */
function statusOf(path: string): number {
  const meta = readPrerendered(path, '.meta');
  const status = meta === null ? undefined : (JSON.parse(meta) as { status?: unknown }).status;
  return typeof status === 'number' ? status : 200;
}

type SampledPage = Parameters<typeof checkDocument>[0];

function samplePages(): SampledPage[] {
  const manifest = JSON.parse(
    readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8'),
  ) as PrerenderManifest;
  const taken = new Map<string, number>();
  const pages: SampledPage[] = [];
  for (const [path, { srcRoute }] of Object.entries(manifest.routes).sort(([a], [b]) => a.localeCompare(b))) {
    const route = srcRoute ?? path;
    const type = `${route} ${path.split('/').length}`;
    if (route === NOT_A_SITE_PAGE || (taken.get(type) ?? 0) >= PER_TYPE) continue;
    const html = readPrerendered(path, '.html');
    if (html === null) continue;
    taken.set(type, (taken.get(type) ?? 0) + 1);
    pages.push({ path, route, html, rsc: readPrerendered(path, '.rsc'), status: statusOf(path) });
  }
  return pages;
}

const build: BuildFiles = {
  readStyleSheet: readStyleSheets(distDir),
  hasCompileHint(chunk) {
    try {
      return readFileSync(join(distDir, chunk.replace(/^\/_next\//, '')), 'utf8').startsWith(COMPILE_HINT);
    } catch {
      return false;
    }
  },
};

async function main(): Promise<void> {
  const checked: CheckedPage[] = [];
  for (const page of samplePages()) checked.push(await checkDocument(page, build));
  for (const { path, counts, shapes } of checked) {
    const trusted = Object.entries(shapes).filter(([, count]) => count > 0);
    console.log(
      `rewrites: ${path}: CSS ${counts.cssBytes} → ${counts.criticalCssBytes} B in ${counts.styleSheetsInlined} sheets, ` +
        `${counts.scriptsAfterPaint} scripts and ${counts.flightScriptsMoved} of the RSC payload after the paint, ` +
        `${counts.charactersEscaped} characters escaped, ` +
        `inline scripts trusted: ${trusted.map(([shape, count]) => `${shape} ${count}`).join(', ')}`,
    );
  }
  const shortfalls = findShortfalls(checked);
  if (shortfalls.length > 0) {
    console.error(
      `\nThe rewrites of ${distDir} fall short (has Next changed its output?):\n${shortfalls.join('\n')}`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`rewrites: ${checked.length} pages of ${distDir} checked`);
}

void main();
