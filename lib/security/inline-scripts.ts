import { createHash } from 'node:crypto';
import { rawTextElements } from '@/lib/html/raw-text-elements';
import { FONT_FROM_CACHE_SCRIPT } from '@/lib/rendering/font-from-cache';
import { SCRIPTS_AFTER_FIRST_PAINT_LOADER } from '@/lib/rendering/scripts-after-first-paint';
import { SHORTLIST_TAP_KEEPER } from '@/lib/shortlist/tap-keeper-script';

/**
 * The inline scripts of a finished HTML document, sorted into the shapes Next, React and
 * InstantSearch write, with the site's loader of scripts after the first paint, the shortlist's
 * tap keeper and the font's script (which a hash-based policy may allow), and everything else
 * (which it must not). A script whose body is not one of these shapes, word for word, is never
 * hashed: if markup ever smuggled a script into a cached page, the policy made from that page would
 * still refuse to run it.
 */

/** The shapes of inline script a cached document may run. */
export type InlineScriptShape = 'flight' | 'turbopack' | 'instantsearch' | 'loader' | 'tap-keeper' | 'font';

export interface InlineScriptReport {
  /** `'sha256-…'` sources for the recognised scripts, in document order, without repeats. */
  hashes: string[];
  /** The first characters of each inline script that was not recognised. */
  unrecognised: string[];
  /** How many scripts of each shape were recognised: the build checks them on its pages. */
  shapes: Record<InlineScriptShape, number>;
}

const SOURCE_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser runs as script; any other type (JSON-LD, say) is data the policy never sees.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Next's flight bootstrap, optionally followed by the form state of a server action. */
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = /^self\.__next_f\.push\(([\s\S]*)\)$/;
/** Turbopack's chunk-group bootstrap: `(globalThis["…"] || (globalThis["…"] = [])).push({…});`. */
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\[("[^"\\]*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;

/**
 * react-instantsearch-nextjs's hand-off of the server's search results to the browser: this prefix
 * and a JSON object (its escaping keeps `<`, `&` and line separators out of the text).
 */
const INSTANTSEARCH_HAND_OFF = 'window[Symbol.for("InstantSearchInitialResults")] = ';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `[1, text]` and `[3, base64]` carry the RSC payload, `[2, state]` a server action's form state. */
function isFlightInstruction(json: string): boolean {
  const value = parseJson(json);
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [kind, payload] = value as [unknown, unknown];
  if (kind === 1 || kind === 3) return typeof payload === 'string';
  return kind === 2;
}

function isFlightScript(body: string): boolean {
  if (body === FLIGHT_BOOTSTRAP) return true;
  if (body.startsWith(`${FLIGHT_BOOTSTRAP};`)) return isFlightScript(body.slice(FLIGHT_BOOTSTRAP.length + 1));
  const push = FLIGHT_PUSH.exec(body);
  return push !== null && isFlightInstruction(push[1] ?? '');
}

function isTurbopackBootstrap(body: string): boolean {
  const match = TURBOPACK_BOOTSTRAP.exec(body);
  const params = match ? parseJson(match[2] ?? '') : undefined;
  return typeof params === 'object' && params !== null && !Array.isArray(params);
}

function isInstantSearchHandOff(body: string): boolean {
  if (!body.startsWith(INSTANTSEARCH_HAND_OFF)) return false;
  const results = parseJson(body.slice(INSTANTSEARCH_HAND_OFF.length));
  return typeof results === 'object' && results !== null && !Array.isArray(results);
}

const SHAPES: Array<[InlineScriptShape, (body: string) => boolean]> = [
  ['flight', isFlightScript],
  ['turbopack', isTurbopackBootstrap],
  ['instantsearch', isInstantSearchHandOff],
  ['loader', (body) => body === SCRIPTS_AFTER_FIRST_PAINT_LOADER],
  ['tap-keeper', (body) => body === SHORTLIST_TAP_KEEPER],
  ['font', (body) => body === FONT_FROM_CACHE_SCRIPT],
];

/** Which of the exact inline script shapes a cached document may run this is, if any. */
export function inlineScriptShape(body: string): InlineScriptShape | null {
  return SHAPES.find(([, matches]) => matches(body))?.[0] ?? null;
}

/** True for the exact inline script shapes a cached document may run. */
export function isRecognisedInlineScript(body: string): boolean {
  return inlineScriptShape(body) !== null;
}

function isExecutable(attributes: string): boolean {
  if (SOURCE_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  const value = type ? (type[1] ?? type[2] ?? type[3] ?? '') : '';
  return EXECUTABLE_TYPES.has(value.trim().toLowerCase());
}

/** A CSP hash source: SHA-256 over the script's text exactly as the browser reads it (UTF-8). */
export function hashScriptSource(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

const UNRECOGNISED_SAMPLE_LENGTH = 80;

export function reportInlineScripts(html: string): InlineScriptReport {
  const hashes = new Set<string>();
  const unrecognised: string[] = [];
  const shapes = Object.fromEntries(SHAPES.map(([shape]) => [shape, 0])) as Record<InlineScriptShape, number>;
  for (const { element, attributes, text: body } of rawTextElements(html)) {
    if (element !== 'script' || !isExecutable(attributes)) continue;
    const shape = inlineScriptShape(body);
    if (shape === null) {
      unrecognised.push(body.slice(0, UNRECOGNISED_SAMPLE_LENGTH));
      continue;
    }
    shapes[shape]++;
    hashes.add(hashScriptSource(body));
  }
  return { hashes: [...hashes], unrecognised, shapes };
}
