import { fetchFlightAfterFirstPaint } from '@/lib/rendering/flight-after-first-paint';
import { inlineStyleSheets } from '@/lib/rendering/inline-style-sheets';
import { loadedAfterFirstPaint, loadScriptsAfterFirstPaint } from '@/lib/rendering/scripts-after-first-paint';
import { withoutNonces } from '@/lib/security/render-nonces';
import { charactersPastOneByte, toOneByteHtml } from './one-byte-html';

/**
 * What the cache makes of a document Next rendered, before it keeps it: the nonce of the request
 * that rendered it comes off, its style sheets come into it cut to its critical rules, its RSC
 * payload and its scripts load after its first paint, and it is kept one byte per character. Each step reads Next's output
 * by its shape, so each says what it recognised: the build checks those counts on its own pages
 * (scripts/check-rewrites.ts) and fails when an upgrade of Next leaves a step with nothing to do.
 */

export interface RewriteCounts {
  /** Next's style sheet links inlined as style elements. */
  styleSheetsInlined: number;
  /** The CSS those sheets hold, and what the document kept of it. */
  cssBytes: number;
  criticalCssBytes: number;
  /** Next's chunk scripts, and the links of the inlined sheets, that now load after the first paint. */
  scriptsAfterPaint: number;
  styleLinksAfterPaint: number;
  /** Next's inline scripts of the RSC payload taken out, for the loader to fetch it after the paint. */
  flightScriptsMoved: number;
  /** Characters past U+00FF written as escapes, so the document is kept one byte per character. */
  charactersEscaped: number;
}

export interface RewrittenDocument {
  html: string;
  counts: RewriteCounts;
  /** The chunk scripts the document loads after its first paint. */
  scripts: string[];
  /** The RSC payload the document fetches after its first paint; null when it keeps its own. */
  flight: string | null;
}

export interface RewriteOptions {
  /** One of the build's CSS chunks by its path; without it, the sheets stay linked. */
  readStyleSheet?: (href: string) => string | null;
  /**
   * Whether the document may leave its RSC payload to be fetched after its first paint: only one
   * the cache keeps as a page's answer, complete and found, is sure to get the payload it was rendered
   * with (a page rendered without some of its data is rendered again for the payload, and a made-up
   * path's answer is the build's not-found page).
   */
  flightAfterPaint: boolean;
}

export async function rewriteDocument(rendered: string, options: RewriteOptions): Promise<RewrittenDocument> {
  const { readStyleSheet } = options;
  const html = withoutNonces(rendered);
  const styled = readStyleSheet ? await inlineStyleSheets(html, readStyleSheet) : null;
  const styledHtml = styled?.html ?? html;
  const flightless = options.flightAfterPaint
    ? fetchFlightAfterFirstPaint(styledHtml)
    : { html: styledHtml, scriptsMoved: 0, flight: '', buildId: '' };
  const withLoader = loadScriptsAfterFirstPaint(flightless.html, {
    flightBuildId: flightless.scriptsMoved > 0 ? flightless.buildId : undefined,
  });
  // The payload leaves only with a loader to fetch it back.
  const fetched = loadedAfterFirstPaint(withLoader).flightBuildId !== null;
  const deferred = fetched ? withLoader : loadScriptsAfterFirstPaint(styledHtml);
  const { scripts, styleLinks } = loadedAfterFirstPaint(deferred);
  return {
    html: toOneByteHtml(deferred),
    scripts,
    flight: fetched ? flightless.flight : null,
    counts: {
      styleSheetsInlined: styled?.inlined ?? 0,
      cssBytes: styled?.bytesBefore ?? 0,
      criticalCssBytes: styled?.bytesAfter ?? 0,
      scriptsAfterPaint: scripts.length,
      styleLinksAfterPaint: styleLinks.length,
      flightScriptsMoved: fetched ? flightless.scriptsMoved : 0,
      charactersEscaped: charactersPastOneByte(deferred),
    },
  };
}
