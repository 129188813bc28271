import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_DIST_DIR, E2E_SERVER_SECRETS, SPEC_SERVER_PORT_BASE } from './e2e-build';
import { expect, test } from './fixtures';
import { ContactPage } from './pages/contact-page';
import { firstPropertyPath } from './pages/property-page';
import { killProcessGroup, startNextServer, waitForAnswer } from './support/servers';

/**
 * What one client can make the server do: posts to pages (only server actions reach the renderer,
 * within a per-client limit) and brochures made afresh. A server of the e2e build of its own, with
 * low limits (the main one allows every journey's enquiries and brochures from 127.0.0.1).
 */
const ACTION_LIMIT = 4;
const BROCHURE_LIMIT = 2;
const FORM_BODY = { 'content-type': 'application/x-www-form-urlencoded' };

let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  const port = SPEC_SERVER_PORT_BASE + test.info().workerIndex;
  origin = `http://127.0.0.1:${port}`;
  server = startNextServer(port, {
    NEXT_DIST_DIR: E2E_DIST_DIR,
    ...E2E_SERVER_SECRETS,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'form-posts-')),
    ACTION_RATE_LIMIT: String(ACTION_LIMIT),
    BROCHURE_RENDER_LIMIT: String(BROCHURE_LIMIT),
  });
  await waitForAnswer(`${origin}/robots.txt`);
});

test.afterAll(() => {
  if (server) killProcessGroup(server);
});

test.describe('posts to pages', { tag: '@any-size' }, () => {
  test.describe.configure({ mode: 'serial' });

  test('a form body without an action gets a 405, at once, however often it is sent', async ({ request }) => {
    test.setTimeout(60_000);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request.post(`${origin}/about`, { headers: FORM_BODY, data: 'a=b' })),
    );
    const took = Date.now() - started;
    for (const answer of answers) {
      expect(answer.status()).toBe(405);
      expect(answer.headers()['allow']).toBe('GET, HEAD');
      expect(answer.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(took, `20 posts took ${took} ms`).toBeLessThan(5_000);
    // Other methods and bodies Next refuses or answers from the cache, never renders afresh.
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      const answer = await request.fetch(`${origin}/about`, { method, headers: FORM_BODY, data: 'a=b' });
      expect(answer.status(), method).toBe(405);
    }
    const json = await request.post(`${origin}/about`, { data: { a: 'b' } });
    expect([200, 405]).toContain(json.status());
    // The page itself is still what the cache holds.
    const page = await request.get(`${origin}/about`);
    expect(page.status()).toBe(200);
    expect(page.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  });

  test('server actions still work, within a limit per client', async ({ page, request }) => {
    const contact = new ContactPage(page);
    await contact.goto(origin);
    await contact.enquiry.send({
      Name: 'Ayanda Zulu',
      Email: 'ayanda@example.co.za',
      Message: 'Office space in Umhlanga.',
    });
    await expect(contact.enquiry.confirmation).toBeVisible();
    // A form posted without scripts is an action too (Next answers one without a valid action
    // id with 400): each counts against the same limit, and past it the proxy answers 429.
    const statuses: number[] = [];
    for (let sent = 0; sent < ACTION_LIMIT + 2; sent += 1) {
      const answer = await request.post(`${origin}/contact`, { multipart: { name: 'Bot' } });
      statuses.push(answer.status());
      if (answer.status() === 429) expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, ACTION_LIMIT - 1)).toEqual(Array(ACTION_LIMIT - 1).fill(400));
    expect(statuses.slice(ACTION_LIMIT - 1)).toEqual([429, 429, 429]);
  });

  test('a client has a few brochures made a minute; brochures already made are served to all', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const property = await firstPropertyPath(request, '?city=Durban');
    const html = await (await request.get(`${origin}${property}`)).text();
    const units = [...html.matchAll(new RegExp(`href="(${property}/[a-z0-9-]+)"`, 'g'))]
      .map(([, path = '']) => path)
      .filter((path) => !path.endsWith('brochure.pdf'));
    const pages = [...new Set([property, ...units])].slice(0, BROCHURE_LIMIT + 1);
    expect(pages).toHaveLength(BROCHURE_LIMIT + 1);
    const statuses: number[] = [];
    for (const path of pages) statuses.push((await request.get(`${origin}${path}/brochure.pdf`)).status());
    expect(statuses).toEqual([...Array(BROCHURE_LIMIT).fill(200), 429]);
    // One made already costs nothing more: it is not refused.
    const again = await request.get(`${origin}${pages[0]}/brochure.pdf`);
    expect(again.status()).toBe(200);
    expect(again.headers()['content-type']).toBe('application/pdf');
  });
});
