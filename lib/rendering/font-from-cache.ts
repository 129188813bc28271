/**
 * The site's font is used only where it costs the first paint nothing: in a document opened once
 * the browser has it in its cache.
 *
 * A first visit on a phone's link paints before a 29 KiB font could arrive, and with
 * `font-display: optional` the font never shows on that page anyway; requested at the first layout,
 * it only took bandwidth from the document and the hero photo. So a document draws its text in the
 * system face (`--font-sans` in styles/tokens.css) unless `<html>` carries FONT_CACHED_ATTRIBUTE,
 * which this script sets, before the body is parsed, when the browser has fetched the font before;
 * it then preloads the font's files, found in the document's @font-face rules, as `next/font` did:
 * a browser holds the first frame briefly for a preloaded `optional` font, so the font read from the
 * cache is there for the first layout and no line is laid out twice. Otherwise, once the page has
 * painted and loaded, it fetches the font's faces without using them and notes that it did, so every
 * document from the next one on is drawn in the font, from the cache, within `optional`'s short
 * wait. A document never changes face while it is open: no text moves.
 *
 * Its text is fixed, so the Content-Security-Policy trusts it by its hash, as it does the shortlist's
 * tap keeper: a cached document's policy recognises it word for word (lib/security/inline-scripts.ts)
 * and a document rendered per request carries FONT_FROM_CACHE_HASH beside its nonce (lib/security/csp.ts).
 */

/** Set on `<html>` when the font is in the browser's cache; styles/tokens.css then uses it. */
export const FONT_CACHED_ATTRIBUTE = 'data-font-cached';
/** What the script keeps in localStorage once the font's faces have been fetched. */
export const FONT_STORAGE_KEY = 'font-cached.v1';

/** ES5, so it runs in any browser that runs the page at all; one line, its hash over these bytes. */
export const FONT_FROM_CACHE_SCRIPT = [
  '(function(d,w){',
  `var K=${JSON.stringify(FONT_STORAGE_KEY)};`,
  // The files of the document's @font-face rules (type 5), resolved against their style sheets.
  'function preloadFaces(){',
  'var sheets=d.styleSheets,i,j,rules,m;',
  'for(i=0;i<sheets.length;i++){',
  'try{rules=sheets[i].cssRules}catch(e){continue}',
  'for(j=0;j<rules.length;j++){',
  'if(rules[j].type!==5)continue;',
  'm=/url\\(\\s*["\']?([^"\')]+)/.exec(rules[j].style.getPropertyValue("src"));',
  'if(!m)continue;',
  'var link=d.createElement("link");',
  'link.rel="preload";',
  'link.as="font";',
  'link.crossOrigin="";',
  'link.href=new URL(m[1],sheets[i].href||d.baseURI).href;',
  'd.head.appendChild(link)',
  '}',
  '}',
  '}',
  // Preloaded before the body is laid out: the browser holds the first frame for it, briefly.
  `try{if(localStorage.getItem(K)){d.documentElement.setAttribute(${JSON.stringify(FONT_CACHED_ATTRIBUTE)},"");preloadFaces();return}}catch(e){return}`,
  'var started=false;',
  // Each face is fetched without being used; the note is kept once any has arrived.
  'function fetchForNextPage(){',
  'if(started||!d.fonts)return;',
  'started=true;',
  'd.fonts.forEach(function(face){',
  'if(face.status==="unloaded")face.load().then(function(){try{localStorage.setItem(K,"1")}catch(e){}},function(){})',
  '})',
  '}',
  // After the page's own photos and scripts: the font is for the next page, not this one.
  'function afterLoad(){if(d.readyState==="complete")setTimeout(fetchForNextPage);else w.addEventListener("load",function(){setTimeout(fetchForNextPage)})}',
  'var types=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;',
  'if(types&&types.indexOf("paint")!==-1){',
  'new PerformanceObserver(function(list){',
  'if(list.getEntriesByName("first-contentful-paint").length)afterLoad()',
  '}).observe({type:"paint",buffered:true})',
  '}else afterLoad()',
  '})(document,window)',
].join('');

/** `'sha256-…'` of FONT_FROM_CACHE_SCRIPT; a unit test holds the two together. */
export const FONT_FROM_CACHE_HASH = "'sha256-Njsi6+5q8vWBwENkyw05Oqt2mSSpsO995OJ8DLP9ESw='";
