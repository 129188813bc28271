import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_DIST_DIR, E2E_SERVER_SECRETS, SPEC_SERVER_PORT_BASE } from './e2e-build';
import { expect, test } from './fixtures';
import { killProcessGroup, startNextServer, startRedisServer, waitForAnswer } from './support/servers';

/**
 * A publish in the CMS shows at once: the CMS changes, then calls `/api/revalidate` with its webhook.
 * Offline the embedded service plays the CMS (its `publishEntry` and `deleteEntry` mutations), which
 * changes the content of the instance it runs on: an instance of the e2e build of its own, with its
 * cache in a Redis of its own, so no other spec sees what is published here.
 */
const ARTICLE_ID = 'newsItem.gqeberha-office-opens-in-2027';
const ARTICLE = '/media/latest-news/gqeberha-office-opens-in-2027';
const ARTICLE_TITLE = 'will open an office in Gqeberha in 2027';
const DRAFT_PARAGRAPH = 'Draft: from 2027 we also advise on data centres.';
/** A purged page is served once more while it renders again: a few requests at most. */
const SHOWS_WITHIN = { timeout: 30_000 };

let redis: ChildProcess | undefined;
let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  // A next start beside the suite's own server, on the same loaded cores.
  test.setTimeout(90_000);
  const port = SPEC_SERVER_PORT_BASE + 20 + test.info().parallelIndex * 2;
  origin = `http://127.0.0.1:${port}`;
  redis = startRedisServer(port + 1);
  server = startNextServer(port, {
    NEXT_DIST_DIR: E2E_DIST_DIR,
    ...E2E_SERVER_SECRETS,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cms-publish-')),
    REDIS_URL: `redis://127.0.0.1:${port + 1}`,
    ONE_MACHINE_STORE: '1',
  });
  await waitForAnswer(`${origin}/robots.txt`, 200, 60_000);
});

test.afterAll(() => {
  if (server) killProcessGroup(server);
  redis?.kill('SIGKILL');
});

/** What the CMS does first: the change itself, through the embedded service's mutations. */
async function changeInCms(request: APIRequestContext, mutation: 'publishEntry' | 'deleteEntry', id: string) {
  const response = await request.post(`${origin}/graphqlQuery/v1`, {
    headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.GRAPHQL_SERVER_TOKEN}` },
    data: {
      query: `mutation Change($id: ID!) { ${mutation}(id: $id) { id contentType } }`,
      variables: { id },
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data[mutation];
}

/** Then its webhook, as Contentful sends it: the topic in a header, the entry (fields on a publish) as the body. */
async function sendWebhook(request: APIRequestContext, topic: string, sys: object, fields?: object) {
  const response = await request.post(`${origin}/api/revalidate`, {
    headers: {
      authorization: `Bearer ${E2E_SERVER_SECRETS.REVALIDATE_SECRET}`,
      'x-contentful-topic': topic,
      'content-type': 'application/vnd.contentful.management.v1+json',
    },
    data: JSON.stringify({ sys, ...(fields ? { fields } : {}) }),
  });
  expect(response.status()).toBe(200);
  return (await response.json()).revalidated;
}

const bodyOf = async (request: APIRequestContext, path: string) =>
  (await request.get(`${origin}${path}`)).text();
const statusOf = async (request: APIRequestContext, path: string) =>
  (await request.get(`${origin}${path}`)).status();

test(
  'a publish and a delete in the CMS show on the site once its webhook arrives',
  { tag: '@any-size' },
  async ({ request }) => {
    test.slow();
    // Cached for visitors, without the unpublished article.
    await expect.poll(async () => (await request.get(`${origin}/`)).headers()['x-nextjs-cache']).toBe('HIT');
    expect(await bodyOf(request, '/')).not.toContain(ARTICLE_TITLE);
    expect(await statusOf(request, ARTICLE)).toBe(404);

    expect(await changeInCms(request, 'publishEntry', ARTICLE_ID)).toEqual({
      id: ARTICLE_ID,
      contentType: 'newsItem',
    });
    // Published, but the cached home page knows nothing of it until the webhook says so.
    expect(await bodyOf(request, '/')).not.toContain(ARTICLE_TITLE);
    const published = await sendWebhook(
      request,
      'ContentManagement.Entry.publish',
      {
        type: 'Entry',
        id: ARTICLE_ID,
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'newsItem' } },
      },
      { title: { 'en-US': `Ridgeway Commercial ${ARTICLE_TITLE}` } },
    );
    expect(published).toEqual(['content:news']);
    await expect.poll(() => bodyOf(request, '/'), SHOWS_WITHIN).toContain(ARTICLE_TITLE);
    expect(await statusOf(request, ARTICLE)).toBe(200);

    // The edited about page: its draft paragraph, once published and announced.
    await expect
      .poll(async () => (await request.get(`${origin}/about`)).headers()['x-nextjs-cache'])
      .toBe('HIT');
    expect(await changeInCms(request, 'publishEntry', 'page.about')).toEqual({
      id: 'page.about',
      contentType: 'page',
    });
    expect(
      await sendWebhook(request, 'ContentManagement.Entry.publish', {
        type: 'Entry',
        id: 'page.about',
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'page' } },
      }),
    ).toEqual(['content:pages']);
    await expect.poll(() => bodyOf(request, '/about'), SHOWS_WITHIN).toContain(DRAFT_PARAGRAPH);

    // A delete carries the entry's id alone: every list that could hold it is purged.
    expect(await changeInCms(request, 'deleteEntry', ARTICLE_ID)).toEqual({
      id: ARTICLE_ID,
      contentType: 'newsItem',
    });
    const deleted = await sendWebhook(request, 'ContentManagement.Entry.delete', {
      type: 'DeletedEntry',
      id: ARTICLE_ID,
    });
    expect(deleted).toEqual(['content:pages', 'content:news', 'content:chrome']);
    await expect.poll(() => bodyOf(request, '/'), SHOWS_WITHIN).not.toContain(ARTICLE_TITLE);
    await expect.poll(() => statusOf(request, ARTICLE), SHOWS_WITHIN).toBe(404);
  },
);
