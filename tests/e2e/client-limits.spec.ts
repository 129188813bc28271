import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_DIST_DIR, E2E_SERVER_SECRETS, SPEC_SERVER_PORT_BASE } from './e2e-build';
import { expect, test, type APIResponse } from './fixtures';
import { ContactPage } from './pages/contact-page';
import { firstPropertyPath } from './pages/property-page';
import { SearchPage } from './pages/search-page';
import { killProcessGroup, startNextServer, waitForAnswer } from './support/servers';
import { readSearchDocument, searchDocumentKey } from '@/lib/search/search-document';

/**
 * What one client can make the server do: posts to pages (only server actions reach the renderer,
 * within a per-client limit), brochures and link previews made afresh, and searches and GraphQL
 * queries sent to the embedded services' routes. A server of the e2e build of its own, with low
 * limits (the main one allows every journey's enquiries and brochures from 127.0.0.1), behind one
 * trusted proxy, so a test speaks for another client in X-Forwarded-For.
 */
const ACTION_LIMIT = 4;
const BROCHURE_LIMIT = 2;
const PREVIEW_LIMIT = 3;
const PREVIEW_BOUND = 2;
/** Low enough that the previews drawn here would have pushed the search pages out when they shared a bound. */
const SEARCH_PAGES = 3;
/** The server's own warm-up of the search route (10 requests) and a visitor's few searches fit. */
const SEARCH_LIMIT = 30;
const GRAPHQL_LIMIT = 5;
const FORM_BODY = { 'content-type': 'application/x-www-form-urlencoded' };
const QUERIES = '/api/search/1/indexes/*/queries';

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
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'form-posts-')),
    ACTION_RATE_LIMIT: String(ACTION_LIMIT),
    BROCHURE_RENDER_LIMIT: String(BROCHURE_LIMIT),
    PREVIEW_RENDER_LIMIT: String(PREVIEW_LIMIT),
    PREVIEW_CACHE_ENTRIES: String(PREVIEW_BOUND),
    SEARCH_CACHE_ENTRIES: String(SEARCH_PAGES),
    SEARCH_API_RATE_LIMIT: String(SEARCH_LIMIT),
    GRAPHQL_RATE_LIMIT: String(GRAPHQL_LIMIT),
    TRUSTED_PROXY_HOPS: '1',
  });
  await waitForAnswer(`${origin}/robots.txt`, 200, 80_000);
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

/** A client of the server's one proxy: the address it appended to X-Forwarded-For. */
const as = (client: string) => ({ 'x-forwarded-for': client });

/** The preview of a /search state by its query string, at the key the site names it by. */
const previewOf = (search: string) =>
  `/og/search/${encodeURIComponent(searchDocumentKey(readSearchDocument(new URLSearchParams(search))))}`;

test.describe('link previews', { tag: '@any-size' }, () => {
  test('a client has a few drawn a minute, then the generic card; 200 previews keep to their own bound and push no search page out', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const generic = await (await request.get(`${origin}/og/card`)).body();
    const get = (path: string, client: string) => request.get(`${origin}${path}`, { headers: as(client) });
    const searchPages = ['/search?city=Durban', '/search?city=Johannesburg'];
    for (const path of searchPages) {
      await expect
        .poll(async () => (await request.get(`${origin}${path}`)).headers()['x-nextjs-cache'], {
          timeout: 20_000,
        })
        .toBe('HIT');
    }

    // One client: as many drawn as its limit, then the generic card (an image, so a messenger's
    // crawler fetching many people's links from one address still shows a preview), nothing kept.
    const drawn = Array.from({ length: PREVIEW_LIMIT }, (_, n) => previewOf(`city=Durban&page=${n + 1}`));
    for (const path of drawn) {
      const answer = await get(path, '198.51.100.1');
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['x-preview-cache'], path).toBe('MISS');
      expect(Buffer.compare(await answer.body(), generic), path).not.toBe(0);
    }
    const refused = await get(previewOf(`city=Durban&page=${PREVIEW_LIMIT + 1}`), '198.51.100.1');
    expect(refused.status()).toBe(200);
    expect(refused.headers()['cache-control']).toBe('no-store');
    expect(Buffer.compare(await refused.body(), generic)).toBe(0);

    // 200 distinct preview addresses, each from a client of its own: a few of searches the index
    // knows, each drawn and kept within the bound; the rest with typed text or an unknown city, the
    // generic card, drawn from nothing and kept nowhere.
    const known = Array.from({ length: 6 }, (_, n) => previewOf(`city=Johannesburg&page=${n + 1}`));
    const crawl = [
      ...known,
      ...Array.from({ length: 200 - known.length }, (_, n) =>
        previewOf(n % 2 === 0 ? `city=Durban&query=made-up-${n}` : `city=Made-up-${n}`),
      ),
    ];
    const answers = [];
    for (const [n, path] of crawl.entries())
      answers.push({ path, answer: await get(path, `203.0.113.${n % 250}`) });
    for (const { path, answer } of answers) {
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['content-type'], path).toBe('image/jpeg');
      const isGeneric = Buffer.compare(await answer.body(), generic) === 0;
      expect(isGeneric, path).toBe(!known.includes(path));
    }
    // The bound keeps the latest drawn; the earlier ones went, and are drawn again when asked.
    expect((await get(known.at(-1) ?? '', '192.0.2.1')).headers()['x-preview-cache']).toBe('HIT');
    expect((await get(drawn[0] ?? '', '192.0.2.1')).headers()['x-preview-cache']).toBe('MISS');
    // The search pages are still served from the cache.
    for (const path of searchPages) {
      expect((await request.get(`${origin}${path}`)).headers()['x-nextjs-cache'], path).toBe('HIT');
    }
  });
});

test.describe('the embedded search and GraphQL routes', { tag: '@any-size' }, () => {
  const search = (requests: unknown[], client = '198.51.100.20') =>
    fetch(`${origin}${QUERIES}`, { method: 'POST', headers: as(client), body: JSON.stringify({ requests }) });

  async function refusal(answer: Response): Promise<string> {
    expect(answer.status).toBe(400);
    return ((await answer.json()) as { message: string }).message;
  }

  test('an oversized search is a 400 that names its bound', async () => {
    const box = [-26, 28, -27, 29];
    const polygon = Array.from({ length: 202 }, (_, i) => (i % 2 ? 28 : -26) + i * 1e-4);
    expect(await refusal(await search(Array.from({ length: 17 }, () => ({ indexName: 'rent' }))))).toMatch(
      /^Too many queries in one request: 17 \(at most 16 here\)$/,
    );
    expect(
      await refusal(
        await search([
          { indexName: 'rent', hitsPerPage: 1000 },
          { indexName: 'rent', hitsPerPage: 1000 },
        ]),
      ),
    ).toMatch(/^Too many hits asked for in one request: hitsPerPage adds up to 2000 \(at most 1000 here\)$/);
    expect(await refusal(await search([{ indexName: 'rent', insidePolygon: [polygon] }]))).toMatch(
      /^Too many points in insidePolygon: 101 in one query/,
    );
    expect(
      await refusal(await search([{ indexName: 'rent', insideBoundingBox: [box, box, box, box, box] }])),
    ).toMatch(/^Too many boxes in insideBoundingBox: 5 in one query/);
    // What the map asks: every pin of a search, in its area.
    const pins = await search([{ indexName: 'rent', hitsPerPage: 1000, insideBoundingBox: [box] }]);
    expect(pins.status).toBe(200);
  });

  test('a burst past the search limit is a 429 with Retry-After, and the site’s own search still works', async ({
    page,
  }) => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let sent = 0; sent <= SEARCH_LIMIT; sent += 1) {
      const answer = await search([{ indexName: 'rent', hitsPerPage: 0 }], '198.51.100.30');
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(statuses.slice(0, SEARCH_LIMIT)).toEqual(Array(SEARCH_LIMIT).fill(200));
    expect(statuses.at(-1)).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toMatchObject({ status: 429 });

    // A visitor's browser, another client, searches as ever.
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/search/')) answers.push(response.status());
    });
    const searchPage = new SearchPage(page);
    await page.goto(`${origin}/search`);
    await searchPage.waitUntilReady();
    await searchPage.chooseOption('City', /^Cape Town/);
    await searchPage.waitForUrl((url) => url.searchParams.getAll('city').includes('Cape Town'));
    await expect(searchPage.cards.first()).toBeVisible();
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);
  });

  test('a burst of GraphQL queries without the server token is a 429 with Retry-After; the token is not counted', async ({
    request,
  }) => {
    const query = (headers: Record<string, string>): Promise<APIResponse> =>
      request.post(`${origin}/graphqlQuery/v1`, { headers, data: { query: '{ __typename }' } });
    const statuses: number[] = [];
    for (let sent = 0; sent <= GRAPHQL_LIMIT; sent += 1)
      statuses.push((await query(as('198.51.100.40'))).status());
    expect(statuses).toEqual([...Array(GRAPHQL_LIMIT).fill(200), 429]);
    const refused = await query(as('198.51.100.40'));
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    const token = {
      ...as('198.51.100.40'),
      authorization: `Bearer ${E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN}`,
    };
    for (let sent = 0; sent < GRAPHQL_LIMIT; sent += 1) expect((await query(token)).status()).toBe(200);
  });
});
