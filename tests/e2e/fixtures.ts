import { test as base, type Page } from '@playwright/test';

export { expect, type APIResponse, type Page } from '@playwright/test';

export const test = base.extend<{ noScriptPage: Page }>({
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
