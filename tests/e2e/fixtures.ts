import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect, type APIResponse, type Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Every spec's browser context refuses requests that would leave this machine (analytics,
 * pixels, fonts): tests only ever talk to the local server. A spec may still fulfil such a
 * request itself with `page.route`, which takes precedence.
 */
async function refuseExternalRequests(context: BrowserContext) {
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol.startsWith('http'),
    (route) => route.abort('blockedbyclient'),
  );
}

export const test = base.extend<{ noScriptPage: Page }>({
  context: async ({ context }, provide) => {
    await refuseExternalRequests(context);
    await provide(context);
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
    await refuseExternalRequests(context);
    await provide(await context.newPage());
    await context.close();
  },
});
