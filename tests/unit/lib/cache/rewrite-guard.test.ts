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
    '<script>self.__next_f.push([1,"0:{}\\n"])</script></body></html>'
  );
}

const BUILD: BuildFiles = {
  readStyleSheet: (href) =>
    href === '/_next/static/chunks/site.css' ? '.header{color:navy}.dialog{position:fixed}' : null,
  hasCompileHint: () => true,
};

const check = (html: string, build = BUILD, route = '/about') =>
  checkDocument({ path: route, route, html }, build);

describe('the build check of the rewrites', () => {
  it('finds nothing wrong with a page in the shapes Next writes', async () => {
    const page = await check(nextDocument());
    expect(page.counts).toEqual({
      styleSheetsInlined: 1,
      cssBytes: 42,
      criticalCssBytes: 19,
      scriptsAfterPaint: 2,
      styleLinksAfterPaint: 1,
      charactersEscaped: 1,
    });
    expect(findShortfalls([page])).toEqual([]);
  });

  it('fails when Next writes its scripts in a shape the loader does not know', async () => {
    const scripts = CHUNKS.map((src) => `<script src="${src}" async></script>`).join('');
    expect(findShortfalls([await check(nextDocument({ scripts }))])).toEqual([
      "/about (/about): Next's chunk scripts loaded after the first paint: 0, at least 1",
      '/about (/about): inlined style sheets not linked after the first paint: 1, at most 0',
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
