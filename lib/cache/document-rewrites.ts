import { inlineStyleSheets } from '@/lib/rendering/inline-style-sheets';
import { loadedAfterFirstPaint, loadScriptsAfterFirstPaint } from '@/lib/rendering/scripts-after-first-paint';
import { withoutNonces } from '@/lib/security/render-nonces';
import { charactersPastOneByte, toOneByteHtml } from './one-byte-html';

/**
 * What the cache makes of a document Next rendered, before it keeps it: the nonce of the request
 * that rendered it comes off, its style sheets come into it cut to its critical rules, its scripts
 * load after its first paint, and it is kept one byte per character. Each step reads Next's output
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
  /** Characters past U+00FF written as escapes, so the document is kept one byte per character. */
  charactersEscaped: number;
}

export interface RewrittenDocument {
  html: string;
  counts: RewriteCounts;
  /** The chunk scripts the document loads after its first paint. */
  scripts: string[];
}

/** `readStyleSheet` gives one of the build's CSS chunks by its path; without it, the sheets stay linked. */
export async function rewriteDocument(
  rendered: string,
  readStyleSheet?: (href: string) => string | null,
): Promise<RewrittenDocument> {
  const html = withoutNonces(rendered);
  const styled = readStyleSheet ? await inlineStyleSheets(html, readStyleSheet) : null;
  const deferred = loadScriptsAfterFirstPaint(styled?.html ?? html);
  const { scripts, styleLinks } = loadedAfterFirstPaint(deferred);
  return {
    html: toOneByteHtml(deferred),
    scripts,
    counts: {
      styleSheetsInlined: styled?.inlined ?? 0,
      cssBytes: styled?.bytesBefore ?? 0,
      criticalCssBytes: styled?.bytesAfter ?? 0,
      scriptsAfterPaint: scripts.length,
      styleLinksAfterPaint: styleLinks.length,
      charactersEscaped: charactersPastOneByte(deferred),
    },
  };
}
