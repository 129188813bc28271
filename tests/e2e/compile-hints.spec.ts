import { expect, test } from './fixtures';

/*
 * Every script a page's document names opens with V8's compile hint, so Chrome compiles it while it
 * streams in, off the main thread, not function by function while the page hydrates
 * (lib/rendering/compile-hints.ts, applied by `npm run build`). Chunks loaded on first use (the
 * consent band, the map, the gallery) are not named by the document and keep lazy compilation.
 */

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts a document loads: its module script tags and the after-paint loader's list. */
function documentScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/\bnoModule\b/i.test(tag))
    .map(([, src]) => src ?? '');
  const afterPaint = (/data-after-paint="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');
  return [...new Set([...tags, ...afterPaint])].filter((src) => src.startsWith('/_next/static/chunks/'));
}

for (const path of ['/', '/search', '/media/latest-news']) {
  test(`the scripts of ${path} carry the compile hint @any-size`, async ({ request }) => {
    const scripts = documentScripts(await (await request.get(path)).text());
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const text = await (await request.get(script)).text();
      expect(text.slice(0, HINT.length), script).toBe(HINT);
    }
  });
}
