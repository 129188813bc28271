import { describe, expect, it } from 'vitest';
import { checkDocument, findShortfalls, type BuildFiles, type CheckedPage } from '@/lib/cache/rewrite-guard';
import { FONT_FROM_CACHE_SCRIPT } from '@/lib/rendering/font-from-cache';
import { SHORTLIST_TAP_KEEPER } from '@/lib/shortlist/tap-keeper-script';

const CHUNKS = ['/_next/static/chunks/0k--hvilem3xj.js', '/_next/static/chunks/turbopack-077hmtqrhcoji.js'];

/** A page as Next 16 writes it, in the shapes the cache's rewrites and the policy know. */
function nextDocument({
  scripts = CHUNKS.map((src) => `<script src="${src}" async=""></script>`).join(''),
} = {}) {
  return (
    '<!DOCTYPE html><html lang="en-ZA"><head>' +
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
    `${scripts}<title>About</title></head><body><script>${FONT_FROM_CACHE_SCRIPT}</script>` +
    `<header class="header"><script>${SHORTLIST_TAP_KEEPER}</script></header>` +
    '<main><h1>Ridgeway’s people</h1></main>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script>self.__next_f.push([1,"0:{\\"b\\":\\"k2fOJ9GW0dbT\\"}\\n"])</script></body></html>'
  );
}

const BUILD: BuildFiles = {
  readStyleSheet: (href) =>
    href === '/_next/static/chunks/site.css' ? '.header{color:navy}.dialog{position:fixed}' : null,
  hasCompileHint: () => true,
};

/** The payload of nextDocument(), as `next build` writes it beside the page. */
const PAYLOAD = '0:{"b":"k2fOJ9GW0dbT"}\n';

const check = (html: string, build = BUILD, route = '/about', rsc: string | null = PAYLOAD, status = 200) =>
  checkDocument({ path: route, route, html, rsc, status }, build);

describe('the build check of the rewrites', () => {
  it('finds nothing wrong with a page in the shapes Next writes', async () => {
    const page = await check(nextDocument());
    expect(page.counts).toEqual({
      styleSheetsInlined: 1,
      cssBytes: 42,
      criticalCssBytes: 19,
      scriptsAfterPaint: 2,
      styleLinksAfterPaint: 1,
      flightScriptsMoved: 1,
      charactersEscaped: 1,
    });
    expect(page.shapes.flight).toBe(1);
    expect(findShortfalls([page])).toEqual([]);
  });

  it('fails when the payload taken out is not the one a flight request for the page is answered with', async () => {
    expect(
      findShortfalls([
        await check(nextDocument(), BUILD, '/about', '0:{"changed":true,"b":"k2fOJ9GW0dbT"}\n'),
      ]),
    ).toEqual([
      '/about (/about): RSC payloads taken out unlike the one a flight request is answered with: 1, at most 0',
    ]);
    expect(findShortfalls([await check(nextDocument(), BUILD, '/about', null)])).toEqual([
      '/about (/about): RSC payloads taken out unlike the one a flight request is answered with: 1, at most 0',
    ]);
  });

  it('fails when Next writes its payload in a shape the rewrite does not take out', async () => {
    const binary = nextDocument().replace(/push\(\[1,"0:[^)]*\)/, 'push([3,"AAEC"])');
    expect(findShortfalls([await check(binary)])).toEqual([
      "/about (/about): Next's inline RSC payload scripts taken out, to fetch after the first paint: 0, at least 1",
      '/about (/about): flight scripts beside the bootstrap left in a page that fetches its payload: 1, at most 0',
    ]);
  });

  it('leaves the payload in a page answered as not found, and asks nothing of it there', async () => {
    const notFound = await check(nextDocument(), BUILD, '/_not-found', null, 404);
    expect(notFound.counts.flightScriptsMoved).toBe(0);
    expect(notFound.shapes.flight).toBe(2);
    expect(findShortfalls([notFound])).toEqual([]);
  });

  it('fails when Next writes its scripts in a shape the loader does not know', async () => {
    const scripts = CHUNKS.map((src) => `<script src="${src}" async></script>`).join('');
    expect(findShortfalls([await check(nextDocument({ scripts }))])).toEqual([
      "/about (/about): Next's chunk scripts loaded after the first paint: 0, at least 1",
      '/about (/about): inlined style sheets not linked after the first paint: 1, at most 0',
      "/about (/about): Next's inline RSC payload scripts taken out, to fetch after the first paint: 0, at least 1",
      '/about (/about): flight scripts beside the bootstrap left in a page that fetches its payload: 1, at most 0',
      '/about (/about): after-paint loaders trusted by their hash: 0, at least 1',
    ]);
  });

  it('fails when its style sheets are not inlined, or nothing of them is left out', async () => {
    const unread = await check(nextDocument(), { ...BUILD, readStyleSheet: () => null });
    expect(findShortfalls([unread])).toEqual([
      "/about (/about): Next's style sheet links inlined: 0, at least 1",
      '/about (/about): bytes of critical CSS kept: 0, at least 1',
      '/about (/about): bytes of CSS left to the linked sheets: 0, at least 1',
    ]);
    const allUsed = await check(nextDocument(), { ...BUILD, readStyleSheet: () => '.header{color:navy}' });
    expect(findShortfalls([allUsed])).toEqual([
      '/about (/about): bytes of CSS left to the linked sheets: 0, at least 1',
    ]);
  });

  it('fails on a chunk without its compile hint and on a script the policy does not know', async () => {
    const page = await check(nextDocument().replace('</body>', '<script>track()</script></body>'), {
      ...BUILD,
      hasCompileHint: (chunk) => chunk !== CHUNKS[0],
    });
    expect(findShortfalls([page])).toEqual([
      '/about (/about): inline scripts of a shape the policy does not know: 1, at most 0',
      '/about (/about): chunks loaded without the compile hint: 1, at most 0',
    ]);
  });

  it('asks the parts a backend gives, a search answer and the header, of complete pages only', async () => {
    const search = await check(nextDocument(), BUILD, '/search/s/[state]');
    expect(findShortfalls([search])).toEqual([
      '/search/s/[state] (/search/s/[state]): search answers handed to the browser and trusted by their hash: 0, at least 1',
    ]);
    const deferred = nextDocument()
      .replace(`<script>${SHORTLIST_TAP_KEEPER}</script>`, '')
      .replace('<main>', '<main><meta name="render-incomplete" content="deferred"/>');
    expect(findShortfalls([await check(deferred, BUILD, '/search/s/[state]')])).toEqual([]);
  });

  it('fails with no page to check, or none whose text the one-byte rewrite had to escape', async () => {
    expect(findShortfalls([])).toEqual(['no page of the build was found to check']);
    const plain: CheckedPage = await check(nextDocument().replace('’', "'"));
    expect(findShortfalls([plain])).toEqual([
      'no complete page had a character past U+00FF for the one-byte rewrite to escape',
    ]);
  });
});
