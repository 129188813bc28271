import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect, type APIResponse, type Page } from '@playwright/test';

/**
 * Records each script the page has run: a script element's `load` event fires once it has run.
 * Installed in every document before its own scripts.
 */
function recordScriptsRun() {
  const run = new Set<string>();
  Object.defineProperty(window, '__scriptsRun', { value: run });
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src)
        run.add(event.target.getAttribute('src') ?? '');
    },
    true,
  );
}

/**
 * True once a cached document's scripts, which it loads after its first paint
 * (lib/rendering/scripts-after-first-paint.ts), have all run: what `load` meant before, when they
 * were in its head. A document without that loader has run its scripts by `load`.
 */
function scriptsAfterPaintHaveRun(): boolean {
  const loader = document.querySelector('script[data-after-paint]');
  if (!loader) return true;
  const run = (window as unknown as { __scriptsRun?: Set<string> }).__scriptsRun;
  return (loader.getAttribute('data-after-paint') ?? '').split(' ').every((src) => run?.has(src));
}

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil'];

/**
 * `goto` and `reload` resolve, as they did before scripts came after the first paint, once the
 * page's scripts have run, unless a test asks for an earlier moment (`commit`, `domcontentloaded`)
 * to see the page before them.
 */
function waitForScriptsOnLoad(page: Page): void {
  const waitsForLoad = (waitUntil: WaitUntil) =>
    waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle';
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options?.waitUntil)) await page.waitForFunction(scriptsAfterPaintHaveRun);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options?.waitUntil)) await page.waitForFunction(scriptsAfterPaintHaveRun);
    return response;
  };
}

async function recordingScripts(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordScriptsRun);
}

export const test = base.extend<{ noScriptPage: Page }>({
  context: async ({ context }, provide) => {
    await recordingScripts(context);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    waitForScriptsOnLoad(page);
    await provide(page);
  },
  /**
   * A page of a context of its own with JavaScript disabled, on the project's device and server:
   * what the server's HTML shows by itself, to a crawler or before hydration.
   */
  noScriptPage: async (
    { browser, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
    provide,
  ) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    });
    await provide(await context.newPage());
    await context.close();
  },
});
