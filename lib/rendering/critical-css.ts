import Beasties from 'beasties';

/**
 * A cached document keeps, of each style sheet in it, only the rules its own HTML can use: a page
 * inlined the site's whole CSS (inline-style-sheets.ts), and on `/about` two thirds of it matched
 * nothing there (the search's filters, the cards, the gallery, the alert dialog). Beasties reads
 * the HTML without a browser and keeps each rule that matches an element of it, hidden or not,
 * with pseudo-classes and pseudo-elements set aside (a `:hover` rule is kept for its element). The
 * whole sheets are linked after the first paint, before any script runs
 * (scripts-after-first-paint.ts), so whatever the scripts render later is styled already.
 *
 * Before the scripts run, the document alone changes some states, and a rule for them must be
 * there at once: so a rule is matched with its attributes set aside, as its pseudo-classes are (a
 * `<details>` the visitor opens, a Shortlist toggle pressed by the tap keeper: the rule is kept when
 * its element is in the page, open or not, pressed or not); every rule that names no element at
 * all (`:focus-visible`, `::selection`, `:root` marked by the font's script), which Beasties would
 * drop, is kept, and every rule of `<html>` itself.
 * The `@font-face` rules stay too: the face is named through a custom property, which Beasties does
 * not read, and the font's script looks for them before the paint (font-from-cache.ts).
 */

// `html` itself aside, Beasties looks for a selector's element inside the document's root, where
// `html:has(…)` is never found.
const KEEP_ALWAYS = [/^:/, /^html\b/];
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
/** An attribute selector that stands alone in its compound (`[hidden]`, `a > [open]`) and one that follows a name. */
const LONE_ATTRIBUTE = /(^|[\s>+~(,])\[[^\]]*\]/g;
const ATTRIBUTE = /\[[^\]]*\]/g;

/** The selector with its attribute selectors set aside: `details[open] > .panel` is `details > .panel`. */
export function withoutAttributes(selector: string): string {
  return selector.replace(LONE_ATTRIBUTE, '$1*').replace(ATTRIBUTE, '');
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Every class name an element of the document carries. */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of names.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const baseNormalize = (Beasties.prototype as unknown as { normalizeCssSelector: (s: string) => string })
  .normalizeCssSelector;

/**
 * Beasties matches each selector as its `normalizeCssSelector` leaves it, pseudo-classes removed;
 * here its attributes go first. A selector that names a class no element of the document carries
 * is left empty, which Beasties drops without searching the document for it: most of the site's
 * rules are of that kind on any one page, and the search was most of the cost of a cache write.
 * Beasties does not declare the method: the unit tests show a rule of an absent element dropped and
 * a state of a present one kept, so a release that renames it fails them.
 */
class DocumentBeasties extends Beasties {
  constructor(private readonly classes: Set<string>) {
    super(OPTIONS);
  }

  normalizeCssSelector(selector: string): string {
    const normalized = baseNormalize.call(this, withoutAttributes(selector));
    // An escaped character in a name (`.md\:flex`) is left to Beasties.
    if (normalized.includes('\\')) return normalized;
    for (const [, name = ''] of normalized.matchAll(CLASS_SELECTOR)) {
      if (!this.classes.has(name)) return '';
    }
    return normalized;
  }
}

const OPTIONS: ConstructorParameters<typeof Beasties>[0] = {
  // Only the style elements already in the document; Next's links were inlined before.
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  allowRules: KEEP_ALWAYS,
  fonts: false,
  keyframes: 'critical',
  logger: {
    warn: (message) => console.warn(`[critical-css] ${message}`),
    error: (message) => console.error(`[critical-css] ${message}`),
  },
};

// What React writes: the site's sheets hold no `</style`, and its scripts' text no `</script`.
const STYLE = /(<style\b[^>]*>)([\s\S]*?)<\/style>/g;
const SCRIPT = /(<script\b[^>]*>)[\s\S]*?<\/script>/g;
const MARKED_STYLE = /<style data-critical="(\d+)">([\s\S]*?)<\/style>/g;

export interface CriticalCss {
  html: string;
  /** How many style elements were read, and their text before and after. */
  sheets: number;
  bytesBefore: number;
  bytesAfter: number;
}

/**
 * The critical rules of each style element, by its place in the document; a style element Beasties
 * left without a rule, it removed.
 */
async function criticalRules(html: string): Promise<Map<number, string>> {
  let index = 0;
  // Scripts' text (the flight data is most of it) matches no selector: left out, it is not parsed.
  const marked = html
    .replace(SCRIPT, '$1</script>')
    .replace(STYLE, (_whole, _open, css: string) => `<style data-critical="${index++}">${css}</style>`);
  const reduced = await new DocumentBeasties(classesOf(marked)).process(marked);
  return new Map([...reduced.matchAll(MARKED_STYLE)].map(([, at, css]) => [Number(at), css ?? '']));
}

/**
 * The document with each style element cut to its critical rules; as it was, with a message, if the
 * CSS could not be read (the page is then only larger).
 */
export async function keepCriticalCss(html: string): Promise<CriticalCss> {
  let rules: Map<number, string>;
  try {
    rules = await criticalRules(html);
  } catch (error) {
    console.error(`[critical-css] the style sheets are kept whole: ${String(error)}`);
    return { html, sheets: 0, bytesBefore: 0, bytesAfter: 0 };
  }
  let sheets = 0;
  let bytesBefore = 0;
  let bytesAfter = 0;
  const reduced = html.replace(STYLE, (_whole, open: string, css: string) => {
    const kept = [...css.matchAll(FONT_FACE)].join('') + (rules.get(sheets++) ?? '');
    bytesBefore += css.length;
    bytesAfter += kept.length;
    return `${open}${kept}</style>`;
  });
  return { html: reduced, sheets, bytesBefore, bytesAfter };
}
