import { expect, test } from './fixtures';

/*
 * Every script a page loads with its document opens with V8's compile hint, so Chrome compiles it
 * while it streams in, off the main thread, not function by function while the page hydrates
 * (lib/rendering/compile-hints.ts, applied by `npm run build`).
 */

const HINT = '//# allFunctionsCalledOnLoad\n';

for (const path of ['/', '/search', '/media/latest-news']) {
  test(`the scripts of ${path} carry the compile hint`, async ({ page, request }) => {
    await page.goto(path);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const text = await (await request.get(script)).text();
      expect(text.slice(0, HINT.length), script).toBe(HINT);
    }
  });
}
