import { test as base, type Page } from '@playwright/test';
import { recordScriptsRunIn, waitForPageScripts } from '../support/scripts-after-paint';

export { expect, type APIResponse, type Page } from '@playwright/test';

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
    if (waitsForLoad(options?.waitUntil)) await waitForPageScripts(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options?.waitUntil)) await waitForPageScripts(page);
    return response;
  };
}

export const test = base.extend<{ noScriptPage: Page }>({
  context: async ({ context }, provide) => {
    await recordScriptsRunIn(context);
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
