import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_DIST_DIR, E2E_SERVER_SECRETS, SPEC_SERVER_PORT_BASE } from './e2e-build';
import { expect, test } from './fixtures';
import { NotFoundPage } from './pages/not-found-page';
import { expectOneStrictPolicy, watchViolations } from './support/csp';
import { MISSING_LISTING_PATH } from './support/page-types';
import { killProcessGroup, startNextServer, waitForAnswer } from './support/servers';

/** The narrowest gutter of the page (styles/tokens.css: --gutter is at least 1rem). */
const GUTTER = 16;

test.describe('unknown paths', () => {
  test('answer 404 with a branded page', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    const response = await notFound.goto('/no/such/page-here');
    expect(response?.status()).toBe(404);
    await expect(notFound.heading).toHaveText('We couldn’t find that page');
    await expect(notFound.searchProperties).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Ridgeway Commercial');
  });

  test('the 404 of a listing path keeps its search bar inside the page gutters', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    expect((await notFound.goto(MISSING_LISTING_PATH))?.status()).toBe(404);
    await expect(notFound.heading).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    for (const part of [notFound.quickSearch.bar, notFound.quickSearch.dealType]) {
      const box = await part.boundingBox();
      expect(box, 'the quick search bar is shown').not.toBeNull();
      expect(box?.x ?? 0).toBeGreaterThanOrEqual(GUTTER);
      expect(width - (box?.x ?? 0) - (box?.width ?? 0)).toBeGreaterThanOrEqual(GUTTER);
    }
  });
});

test.describe('the policy of error pages', { tag: '@any-size' }, () => {
  test('a 404, of an unknown route or a made-up listing, carries one strict policy', async ({ request }) => {
    for (const path of ['/no/such/page-here', MISSING_LISTING_PATH]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectOneStrictPolicy(response, path);
    }
  });

  /**
   * A 500: an instance of the e2e build whose content service is on port 9, which fetch refuses at
   * once, asked for an article no build or visit has rendered. Next answers it with its error page, outside the proxy
   * and the cache, which used to leave it without any policy.
   */
  test.describe('a 500', () => {
    let server: ChildProcess | undefined;
    let origin = '';

    test.beforeAll(async () => {
      // Another instance starting on a busy runner, beside the main server.
      test.setTimeout(90_000);
      const port = SPEC_SERVER_PORT_BASE + test.info().workerIndex;
      origin = `http://127.0.0.1:${port}`;
      server = startNextServer(port, {
        NEXT_DIST_DIR: E2E_DIST_DIR,
        ...E2E_SERVER_SECRETS,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'error-pages-')),
        GRAPHQL_ENDPOINT: 'http://127.0.0.1:9/graphqlQuery/v1',
      });
      await waitForAnswer(`${origin}/robots.txt`, 200, 80_000);
    });

    test.afterAll(() => {
      if (server) killProcessGroup(server);
    });

    test('carries a strict policy whose nonce its own scripts have, and shows the branded page', async ({
      page,
      request,
    }) => {
      const article = '/media/latest-news/an-article-nobody-has-opened';
      const response = await request.get(`${origin}${article}`);
      expect(response.status()).toBe(500);
      const policy = expectOneStrictPolicy(response, 'a 500');
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, 'a nonce in the policy of a 500').toBeTruthy();
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);

      const violations = await watchViolations(page);
      expect((await page.goto(`${origin}${article}`))?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(violations).toEqual([]);
    });
  });
});
