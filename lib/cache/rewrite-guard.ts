import { isIncompleteRender } from '@/lib/rendering/incomplete-render';
import { reportInlineScripts, type InlineScriptShape } from '@/lib/security/inline-scripts';
import { rewriteDocument, type RewriteCounts } from './document-rewrites';
import { charactersPastOneByte } from './one-byte-html';

/**
 * What the build checks on its own pages (scripts/check-rewrites.ts), so that a release of Next
 * that changes the shape of its output fails the build instead of quietly turning a rewrite off.
 * The cache's rewrites (document-rewrites.ts), the policy's recognisers
 * (lib/security/inline-scripts.ts) and the compile hints (lib/rendering/compile-hints.ts) each
 * read Next's output by its shape; each page of every type must give each of them its due.
 */

export interface CheckedPage {
  path: string;
  /** The route that rendered it, as `next build` names it: the page's type. */
  route: string;
  /** Rendered with all its data (an incomplete render lacks the parts a backend gives). */
  complete: boolean;
  /** The status it is answered with: the not-found page's is 404. */
  status: number;
  counts: RewriteCounts;
  /** The inline scripts the page's policy recognised, by shape, and those it did not. */
  shapes: Record<InlineScriptShape, number>;
  unrecognisedScripts: number;
  /**
   * 1 when the RSC payload taken out of it is not the one Next answers a flight request for the page
   * with (the build's `.rsc` file), which the loader fetches in its place.
   */
  flightMismatch: number;
  /** The chunks it loads after its first paint that lack the compile hint. */
  unhintedChunks: number;
  /** Characters past U+00FF left in the HTML the cache keeps. */
  charactersPastOneByte: number;
}

interface Expectation {
  what: string;
  count: (page: CheckedPage) => number;
  min?: number;
  max?: number;
  /** Only on complete renders: a part of the page a backend provides. */
  completeOnly?: boolean;
  /** Only on complete renders answered 200: the pages that leave their RSC payload for later. */
  foundOnly?: boolean;
  /** Only on the pages of these routes. */
  routes?: RegExp;
}

const EXPECTATIONS: Expectation[] = [
  { what: "Next's style sheet links inlined", count: (page) => page.counts.styleSheetsInlined, min: 1 },
  { what: 'bytes of critical CSS kept', count: (page) => page.counts.criticalCssBytes, min: 1 },
  {
    what: 'bytes of CSS left to the linked sheets',
    count: (page) => page.counts.cssBytes - page.counts.criticalCssBytes,
    min: 1,
  },
  {
    what: "Next's chunk scripts loaded after the first paint",
    count: (page) => page.counts.scriptsAfterPaint,
    min: 1,
  },
  {
    what: 'inlined style sheets not linked after the first paint',
    count: (page) => page.counts.styleSheetsInlined - page.counts.styleLinksAfterPaint,
    max: 0,
  },
  {
    what: "Next's inline RSC payload scripts taken out, to fetch after the first paint",
    count: (page) => page.counts.flightScriptsMoved,
    min: 1,
    foundOnly: true,
  },
  {
    what: 'RSC payloads taken out unlike the one a flight request is answered with',
    count: (page) => page.flightMismatch,
    max: 0,
  },
  { what: 'flight scripts trusted by their hash', count: (page) => page.shapes.flight, min: 1 },
  {
    what: 'flight scripts beside the bootstrap left in a page that fetches its payload',
    count: (page) => page.shapes.flight - 1,
    max: 0,
    foundOnly: true,
  },
  { what: 'after-paint loaders trusted by their hash', count: (page) => page.shapes.loader, min: 1, max: 1 },
  { what: 'font scripts trusted by their hash', count: (page) => page.shapes.font, min: 1, max: 1 },
  {
    what: 'shortlist tap keepers trusted by their hash',
    count: (page) => page.shapes['tap-keeper'],
    min: 1,
    max: 1,
    completeOnly: true,
  },
  {
    what: 'inline scripts of a shape the policy does not know',
    count: (page) => page.unrecognisedScripts,
    max: 0,
  },
  { what: 'chunks loaded without the compile hint', count: (page) => page.unhintedChunks, max: 0 },
  {
    what: 'characters past U+00FF left in the document',
    count: (page) => page.charactersPastOneByte,
    max: 0,
  },
  {
    what: 'search answers handed to the browser and trusted by their hash',
    count: (page) => page.shapes.instantsearch,
    min: 1,
    completeOnly: true,
    routes: /^\/search\//,
  },
];

/** What the build gives the check: its CSS chunks, and whether a chunk opens with the compile hint. */
export interface BuildFiles {
  readStyleSheet: (href: string) => string | null;
  hasCompileHint: (chunk: string) => boolean;
}

/**
 * A page as `next build` wrote it, put through the cache's rewrites, and what each recognised. `rsc`
 * is the RSC payload the build wrote beside it, what Next answers a flight request for it with.
 */
export async function checkDocument(
  page: { path: string; route: string; html: string; rsc: string | null; status: number },
  build: BuildFiles,
): Promise<CheckedPage> {
  const complete = !isIncompleteRender(page.html);
  const rewritten = await rewriteDocument(page.html, {
    readStyleSheet: build.readStyleSheet,
    flightAfterPaint: page.status === 200 && complete,
  });
  const { shapes, unrecognised } = reportInlineScripts(rewritten.html);
  return {
    path: page.path,
    route: page.route,
    complete,
    status: page.status,
    counts: rewritten.counts,
    shapes,
    unrecognisedScripts: unrecognised.length,
    flightMismatch: rewritten.flight !== null && rewritten.flight !== page.rsc ? 1 : 0,
    unhintedChunks: rewritten.scripts.filter((chunk) => !build.hasCompileHint(chunk)).length,
    charactersPastOneByte: charactersPastOneByte(rewritten.html),
  };
}

function shortfalls(page: CheckedPage): string[] {
  const isFound = page.complete && page.status === 200;
  return EXPECTATIONS.flatMap(({ what, count, min, max, completeOnly, foundOnly, routes }) => {
    if ((completeOnly && !page.complete) || (foundOnly && !isFound) || (routes && !routes.test(page.route))) {
      return [];
    }
    const found = count(page);
    const where = `${page.path} (${page.route}): ${what}: ${found}`;
    if (min !== undefined && found < min) return [`${where}, at least ${min}`];
    if (max !== undefined && found > max) return [`${where}, at most ${max}`];
    return [];
  });
}

/**
 * Every way the pages fall short, one line each; none when all is well. No page at all, or no
 * complete page whose characters the one-byte rewrite had to escape (the site's text has its ’ and
 * en dashes), is a shortfall too: the check would prove nothing.
 */
export function findShortfalls(pages: CheckedPage[]): string[] {
  if (pages.length === 0) return ['no page of the build was found to check'];
  const found = pages.flatMap(shortfalls);
  const complete = pages.filter((page) => page.complete);
  if (complete.length > 0 && !complete.some((page) => page.counts.charactersEscaped > 0)) {
    found.push('no complete page had a character past U+00FF for the one-byte rewrite to escape');
  }
  return found;
}
