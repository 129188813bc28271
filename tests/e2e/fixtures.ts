import { test as base } from '@playwright/test';

export { expect, type APIResponse, type Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Every spec's browser context refuses requests that would leave this machine (analytics,
 * pixels, fonts): tests only ever talk to the local server. A spec may still fulfil such a
 * request itself with `page.route`, which takes precedence.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.route(
      (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol.startsWith('http'),
      (route) => route.abort('blockedbyclient'),
    );
    await provide(context);
  },
});
