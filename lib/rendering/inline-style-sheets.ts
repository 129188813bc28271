/**
 * A cached document whose style sheets are in it: the first paint waits on no request of its own.
 *
 * Next links each page's CSS chunks from the head (`<link rel="stylesheet" data-precedence>`), and
 * a browser paints nothing until every one has arrived: on a phone's link that is a round trip and
 * 15–20 KiB after the document itself, before the hero photo or a line of text shows. The site's
 * CSS is small, so each link becomes a `<style>` with the chunk's text, followed by the same link
 * disabled. The browser applies no disabled sheet; the loader of scripts after the first paint takes
 * the link with it (scripts-after-first-paint.ts) and adds it back by script once the page has
 * painted, so that React, looking for its style sheets by their links when it hydrates, finds it and
 * adds none of its own. Of each sheet, the document keeps only the rules its HTML can use
 * (critical-css.ts); the linked sheet brings the rest after the paint.
 */

import { keepCriticalCss, type CriticalCss } from './critical-css';

// Exactly what React writes for Next's CSS chunks; anything else stays as it is.
const STYLE_SHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[\w.-]+\.css)" data-precedence="next"\/>/g;

/** A style element ends at the first `</style`, whatever follows: CSS holding one is left linked. */
const STYLE_END = /<\/style/i;

/** `url(…)` with or without quotes; its target is resolved against the sheet's own address. */
const URL_FUNCTION = /url\(\s*(["']?)([^"')]+)\1\s*\)/g;
/** Targets that mean the same from the document: data, a fragment, a path from the root, a scheme. */
const ABSOLUTE_TARGET = /^(?:data:|#|\/|[a-z][a-z\d+.-]*:)/i;

/**
 * A chunk's `url(../media/font.woff2)` means `/_next/static/media/font.woff2` from the sheet; from
 * the document's address it would mean something else, so relative targets are made root-relative.
 */
function resolveUrls(css: string, href: string): string {
  return css.replace(URL_FUNCTION, (whole, quote: string, target: string) => {
    if (ABSOLUTE_TARGET.test(target)) return whole;
    const resolved = new URL(target, `http://sheet${href}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

export interface InlinedStyleSheets extends CriticalCss {
  /** How many of Next's links were recognised and inlined. */
  inlined: number;
}

/**
 * The document with its CSS chunks inlined, each cut to its critical rules; `readStyleSheet` gives a
 * chunk's text by its path, or null when it cannot (the link then stays as it was).
 */
export async function inlineStyleSheets(
  html: string,
  readStyleSheet: (href: string) => string | null,
): Promise<InlinedStyleSheets> {
  let inlined = 0;
  const whole = html.replace(STYLE_SHEET, (link, href: string) => {
    const css = readStyleSheet(href);
    if (css === null || STYLE_END.test(css)) return link;
    inlined++;
    return `<style>${resolveUrls(css, href)}</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`;
  });
  if (inlined === 0) return { html, inlined, sheets: 0, bytesBefore: 0, bytesAfter: 0 };
  return { ...(await keepCriticalCss(whole)), inlined };
}
