import { BUILD_ID_KEY } from './flight-after-first-paint';

/**
 * A cached document whose framework scripts are requested once its first contentful paint has
 * happened, not while its style sheets, font and hero photo are still on their way.
 *
 * Next writes its chunks as `<script src async>` in the head, with a low-priority preload of the
 * last. On a phone's link they share the bandwidth with everything the first paint waits for, and
 * they are run as soon as they arrive, so hydration (a 40 ms task on a fast machine, four times
 * that on a phone) can also come before the paint. A page here is readable and navigable before it
 * hydrates: its links are links and the search results are in the HTML. So the chunks leave
 * the head and one inline script at the end of the body appends them, in their order, when the
 * browser reports its first contentful paint (after the next frame in a browser that reports no
 * paints). The links of the style sheets inlined in the document (inline-style-sheets.ts) go with
 * them, ahead of the scripts: the document holds only the rules its HTML uses (critical-css.ts), so
 * the loader links the whole sheets once the page has painted (in the HTML, the preload scanner
 * would fetch them before it), and appends the scripts once they have loaded, so anything a script
 * renders later (the cookie band, a dialog, a search's new results) is styled from its first frame.
 * The scripts are preloaded with the sheets, at the low priority an async script has, so on a
 * phone's link their download does not wait a round trip and the sheets' transfer behind them.
 * React, which finds its style sheets by their links when it hydrates, adopts them as they are.
 * Each script, and each preload, is appended in a task of its own: the
 * request an appended script starts costs the main thread 0.2–4 ms, and a page's 13 in one task made
 * a task of 13–36 ms on a fast machine at the moment of the first paint, a long task on a phone.
 */

/**
 * How long after the loader runs (the style sheets are in by then) the scripts start even without a
 * reported paint: a page that never paints, as in a background tab, still hydrates. `load` is no
 * such bound: with everything cached it fires before the first frame is on screen. The scripts also
 * wait no longer than this for the whole style sheets; for the page's RSC payload they wait as long
 * as it takes, since without it they could not hydrate the page (flight-after-first-paint.ts).
 */
const LATEST_START_MS = 3000;

/** The attribute of the loader's own element that lists the scripts, separated by spaces. */
const SCRIPT_LIST_ATTRIBUTE = 'data-after-paint';
/** The attribute that lists the inlined style sheets to link, disabled, separated by spaces. */
const STYLE_LINK_LIST_ATTRIBUTE = 'data-style-links-after-paint';
/**
 * Present when the document's RSC payload is fetched after its first paint, before the scripts; its
 * value is the id of the build that rendered it, which the payload names (flight-after-first-paint.ts).
 */
const FLIGHT_ATTRIBUTE = 'data-flight-after-paint';

/**
 * The loader, as the browser runs it. Kept to syntax every browser Next supports understands, and
 * never changed by a build (it is text here), so the hash a cached page's policy allows stays valid.
 *
 * The RSC payload is asked for as Next's router asks for a page's: the same address with the
 * `RSC` header and the cache buster `_rsc`, empty for a request that names no router state; the
 * answer comes from the same cache entry as the document (only a page the cache keeps, found and
 * complete, leaves its payload out: lib/cache/document-rewrites.ts). A payload that does not come
 * (a failed request, a page gone since, a server error, an answer that is not a payload, such as
 * a rate limit's), or comes from another build than the document (one kept from before a deploy),
 * leaves the page as its HTML, links and forms working, rather than run the document's chunks on
 * none or on modules they do not hold.
 */
export const SCRIPTS_AFTER_FIRST_PAINT_LOADER = [
  '(function(loader){',
  'var started=false,scripted=false,late=false,waiting=0;',
  `var build=loader.getAttribute("${FLIGHT_ATTRIBUTE}"),flight=build===null;`,
  `var sources=loader.getAttribute("${SCRIPT_LIST_ATTRIBUTE}").split(" ");`,
  'function each(make){',
  'sources.forEach(function(src){',
  'setTimeout(function(){document.head.appendChild(make(src))})',
  '})',
  '}',
  'function scripts(){',
  'if(scripted||!flight||(waiting>0&&!late))return;',
  'scripted=true;',
  'each(function(src){',
  'var script=document.createElement("script");',
  'script.src=src;',
  'script.async=true;',
  'return script',
  '})',
  '}',
  'function fetchFlight(){',
  'var address=location.pathname+location.search+(location.search?"&":"?")+"_rsc=";',
  'fetch(address,{headers:{RSC:"1"}}).then(function(response){',
  'var type=response.headers.get("content-type")||"";',
  'if(!response.ok||type.indexOf("text/x-component")!==0)throw new Error(type);',
  'return response.text()',
  '}).then(function(payload){',
  `if(payload.indexOf(${JSON.stringify(BUILD_ID_KEY)}+build+'"')===-1)return;`,
  'self.__next_f.push([1,payload]);',
  'flight=true;',
  'scripts()',
  '},function(){})',
  '}',
  'function start(){',
  'if(started)return;',
  'started=true;',
  'if(!flight)fetchFlight();',
  `(loader.getAttribute("${STYLE_LINK_LIST_ATTRIBUTE}")||"").split(" ").forEach(function(href){`,
  'if(!href)return;',
  'waiting++;',
  'var link=document.createElement("link");',
  'link.rel="stylesheet";',
  'link.href=href;',
  'link.setAttribute("data-precedence","next");',
  'link.onload=link.onerror=function(){waiting--;scripts()};',
  'document.head.appendChild(link)',
  '});',
  'if(waiting===0&&flight){scripts();return}',
  `setTimeout(function(){late=true;scripts()},${LATEST_START_MS});`,
  'each(function(src){',
  'var preload=document.createElement("link");',
  'preload.rel="preload";',
  'preload.as="script";',
  'preload.href=src;',
  'preload.fetchPriority="low";',
  'return preload',
  '})',
  '}',
  `setTimeout(start,${LATEST_START_MS});`,
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;',
  'if(types&&types.indexOf("paint")!==-1){',
  'new PerformanceObserver(function(list){',
  'if(list.getEntriesByName("first-contentful-paint").length)start()',
  '}).observe({type:"paint",buffered:true})',
  '}else requestAnimationFrame(function(){setTimeout(start)})',
  '})(document.currentScript)',
].join('');

// Exactly what React writes for Next's chunks in a document without a nonce; anything else stays.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.-]+\.js)"\/>/g;
/** Exactly what inline-style-sheets.ts leaves of a style sheet it inlined. */
const INLINED_STYLE_SHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[\w.-]+\.css)" data-precedence="next" disabled=""\/>/g;
const BODY_END = '</body>';

export interface AfterFirstPaintOptions {
  /**
   * The build id the document's RSC payload names, when the payload was taken out
   * (flight-after-first-paint.ts): the loader fetches it first, and runs the scripts only on a
   * payload of that build.
   */
  flightBuildId?: string;
}

/**
 * The document with its chunk scripts, and the links of its inlined style sheets, loaded after the
 * first paint; unchanged when it has no chunk scripts
 * (already rewritten, or written with a nonce) or no end of body to put the loader before.
 */
export function loadScriptsAfterFirstPaint(html: string, options: AfterFirstPaintOptions = {}): string {
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (bodyEnd === -1) return html;
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map(([, src]) => src);
  if (sources.length === 0) return html;
  const deferred = new Set(sources);
  const styleLinks = [...html.matchAll(INLINED_STYLE_SHEET)].map(([, href]) => href);
  const styleList = styleLinks.length ? ` ${STYLE_LINK_LIST_ATTRIBUTE}="${styleLinks.join(' ')}"` : '';
  const flight = options.flightBuildId === undefined ? '' : ` ${FLIGHT_ATTRIBUTE}="${options.flightBuildId}"`;
  const loader = `<script ${SCRIPT_LIST_ATTRIBUTE}="${sources.join(' ')}"${styleList}${flight}>${SCRIPTS_AFTER_FIRST_PAINT_LOADER}</script>`;
  const withLoader = `${html.slice(0, bodyEnd)}${loader}${html.slice(bodyEnd)}`;
  return withLoader
    .replace(CHUNK_SCRIPT, '')
    .replace(INLINED_STYLE_SHEET, '')
    .replace(CHUNK_PRELOAD, (preload, href: string) => (deferred.has(href) ? '' : preload));
}

const LOADER_LISTS = new RegExp(
  `<script ${SCRIPT_LIST_ATTRIBUTE}="([^"]*)"(?: ${STYLE_LINK_LIST_ATTRIBUTE}="([^"]*)")?(?: ${FLIGHT_ATTRIBUTE}="([^"]*)")?>`,
);

/**
 * What a rewritten document loads after its first paint: its RSC payload when it was taken out, the
 * style sheets, and the scripts after them.
 */
export function loadedAfterFirstPaint(html: string): {
  scripts: string[];
  styleLinks: string[];
  /** The build id of the payload it fetches after its first paint; null when it carries its own. */
  flightBuildId: string | null;
} {
  const [, scripts = '', styleLinks = '', flightBuildId] = LOADER_LISTS.exec(html) ?? [];
  const list = (value: string) => value.split(' ').filter(Boolean);
  return { scripts: list(scripts), styleLinks: list(styleLinks), flightBuildId: flightBuildId ?? null };
}
