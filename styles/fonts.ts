/**
 * The site's one typeface: Inter's Latin face cut to the characters and weights the site uses
 * (scripts/subset-font.mjs, run before every build, reads the ranges and weights from here); any
 * other character is drawn in the fallback face. The document declares it itself, in its head
 * (app/layout.tsx), not in a shared style sheet: a sheet that brings `@font-face` rules makes the
 * browser drop its fonts and restyle and lay out the whole page again, and the whole sheets are
 * linked after the first paint (lib/rendering/scripts-after-first-paint.ts), when that is a long task.
 */

export const SITE_FONT = {
  family: 'inter',
  weight: '400 700',
  unicodeRange:
    'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212',
} as const;

/** Where the subset is written, and read by the font's route (app/fonts/[file]). */
export const SITE_FONT_SUBSET = 'styles/generated/inter-latin-subset.woff2';

/**
 * Arial sized to Inter's metrics, for the characters the subset lacks and the moments before the
 * font is there: the overrides next/font computed from the same file.
 */
const FALLBACK = {
  family: 'inter Fallback',
  declarations:
    'src:local(Arial);ascent-override:89.79%;descent-override:22.36%;line-gap-override:0%;size-adjust:107.89%',
} as const;

/**
 * The font's `@font-face` rules, its file at `url`. `optional`: used only in documents opened once
 * the browser has it cached (lib/rendering/font-from-cache.ts), so a slow cache read never swaps it
 * in later, which would shift every line it reflows.
 */
export function siteFontFaces(url: string): string {
  return (
    `@font-face{font-family:${SITE_FONT.family};src:url(${url}) format("woff2");font-display:optional;` +
    `font-weight:${SITE_FONT.weight};font-style:normal;unicode-range:${SITE_FONT.unicodeRange}}` +
    `@font-face{font-family:"${FALLBACK.family}";${FALLBACK.declarations}}`
  );
}
