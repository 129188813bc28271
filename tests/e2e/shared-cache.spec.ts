import type { ChildProcess } from 'node:child_process';
import { createClient } from '@redis/client';
import type { APIRequestContext } from '@playwright/test';
import {
  E2E_SERVER_SECRETS,
  REDIS_PORT,
  REDIS_URL,
  SHARED_CACHE_ENQUIRY_LIMIT,
  SHARED_CACHE_ORIGINS,
  SHARED_CACHE_PREVIEWS,
  SHARED_CACHE_SEARCH_PAGES,
} from './e2e-build';
import { expect, test, type Page } from './fixtures';
import { ContactPage } from './pages/contact-page';
import { firstPropertyPath } from './pages/property-page';
import { startRedisServer } from './support/servers';
import { REDIS_LONGEST_WAIT_MS } from '@/lib/redis/deadlines';
import { previewShortlistSegment } from '@/lib/shortlist/listing-id';

/**
 * Two `next start` instances of the e2e build with REDIS_URL set (playwright.config.ts), as several
 * production instances behind one load balancer: one cache, one revalidation, one rate limit.
 */
const [FIRST = '', SECOND = ''] = SHARED_CACHE_ORIGINS;
/** Where this spec's browser connects from; only this spec sends enquiries to these instances. */
const VISITOR_IP = '127.0.0.1';
const RATE_LIMITED = 'You have sent several enquiries in a short time. Please wait a few minutes or call us.';

test.skip(({ isMobile }) => isMobile, 'shared state across servers: one project drives it');
test.describe.configure({ mode: 'serial' });

/** A redis-server this file started in place of the one it killed; stopped with the file. */
let ownRedis: ChildProcess | undefined;

async function redisAnswers(): Promise<boolean> {
  const redis = createClient({ url: REDIS_URL, socket: { reconnectStrategy: false } });
  redis.on('error', () => {});
  const answered = await redis.connect().then(
    () => true,
    () => false,
  );
  if (answered) await redis.quit();
  return answered;
}

async function emptyRedis(): Promise<void> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  await redis.flushAll();
  await redis.quit();
}

// A retry runs the file again from its first test, after the last one killed Redis.
test.beforeAll(async () => {
  if (await redisAnswers()) return;
  ownRedis = startRedisServer(REDIS_PORT);
  await expect.poll(redisAnswers, { timeout: 15_000 }).toBe(true);
});

test.afterAll(() => {
  ownRedis?.kill('SIGKILL');
});

async function fetchPage(request: APIRequestContext, origin: string, path: string) {
  const response = await request.get(`${origin}${path}`);
  expect(response.status(), `${origin}${path}`).toBe(200);
  const headers = response.headers();
  return {
    cache: headers['x-nextjs-cache'],
    policy: headers['content-security-policy'],
    body: await response.text(),
  };
}

function postRevalidate(request: APIRequestContext, origin: string, tags: string[]) {
  return request.post(`${origin}/api/revalidate`, {
    headers: { authorization: `Bearer ${E2E_SERVER_SECRETS.REVALIDATE_SECRET}` },
    data: { tags },
  });
}

async function revalidate(request: APIRequestContext, origin: string, tags: string[]) {
  const response = await postRevalidate(request, origin, tags);
  expect(response.status(), await response.text()).toBe(200);
}

async function sendEnquiry(page: Page, origin: string, message: string) {
  const contact = new ContactPage(page);
  await contact.goto(origin);
  await contact.enquiry.send({ Name: 'Thabo Mokoena', Email: 'thabo@example.co.za', Message: message });
  return contact.enquiry;
}

test('a page regenerated through one instance is served by the other, and one revalidation purges both', async ({
  request,
}) => {
  const path = await firstPropertyPath(request, '?city=Durban');
  const slug = path.split('/')[5] ?? '';
  expect(slug).not.toBe('');
  const tag = `property:${slug}`;
  const cacheOf = async (origin: string) => (await fetchPage(request, origin, path)).cache;
  // Settle first: each instance serves the shared copy, and any background refresh has finished.
  for (const origin of [FIRST, SECOND]) await expect.poll(() => cacheOf(origin)).toBe('HIT');

  // A purge marks the page stale: answered once more from the cache while it regenerates (so a
  // backend that is down then costs nothing), then served fresh. It shows within moments.
  await revalidate(request, FIRST, [tag]);
  await expect.poll(() => cacheOf(FIRST)).toBe('STALE');
  await expect.poll(() => cacheOf(FIRST)).toBe('HIT');
  const regenerated = await fetchPage(request, FIRST, path);
  const shared = await fetchPage(request, SECOND, path);
  expect(shared.cache).toBe('HIT');
  expect(shared.body).toBe(regenerated.body);
  // The policy travels with the HTML it was made from.
  expect(shared.policy).toBe(regenerated.policy);
  expect(shared.policy).toMatch(/script-src 'sha256-[^;]* 'strict-dynamic'/);

  // Sent to the second instance, it purges the page the first serves too.
  await revalidate(request, SECOND, [tag]);
  await expect.poll(() => cacheOf(FIRST)).toBe('STALE');
  await expect.poll(() => cacheOf(SECOND)).toBe('HIT');
});

/** The search pages Redis holds: their entries, and their fields in the handler's tag hash. */
async function searchPagesInRedis(
  pattern = 'site:*/search/s/*',
): Promise<{ entries: string[]; tagFields: string[] }> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    const entries: string[] = [];
    for await (const keys of redis.scanIterator({ MATCH: pattern, COUNT: 500 })) entries.push(...keys);
    const tagFields: string[] = [];
    for await (const keys of redis.scanIterator({ MATCH: 'site:*__sharedTags__', COUNT: 500 })) {
      for (const key of keys)
        tagFields.push(...(await redis.hKeys(key)).filter((field) => field.includes('/search/s/')));
    }
    return { entries, tagFields };
  } finally {
    await redis.quit();
  }
}

test('a search link is shared and purged with the listings, and Redis keeps search pages within their bound', async ({
  request,
}) => {
  const link = '/search?city=Durban&category=Office';
  const found = (body: string) => /(\d+) results? found/.exec(body)?.[1];
  await expect.poll(async () => (await fetchPage(request, FIRST, link)).cache).toBe('HIT');
  const first = await fetchPage(request, FIRST, link);
  const second = await fetchPage(request, SECOND, `${link}&utm_source=newsletter`);
  expect(second.cache).toBe('HIT');
  expect(found(second.body)).toBe(found(first.body));
  expect(second.policy).toBe(first.policy);

  // A listing sync purges it on both instances: served once more while it regenerates.
  await revalidate(request, FIRST, ['listings']);
  await expect.poll(async () => (await fetchPage(request, SECOND, link)).cache).toBe('STALE');
  await expect.poll(async () => (await fetchPage(request, SECOND, link)).cache).toBe('HIT');

  // A crawl of more searches than the bound, through both instances: each renders, Redis keeps the latest.
  const crawl = Array.from(
    { length: SHARED_CACHE_SEARCH_PAGES * 3 },
    (_, n) => `/search?minPrice=${10 * (n + 1)}`,
  );
  for (const [index, path] of crawl.entries()) {
    const answer = await fetchPage(request, index % 2 === 0 ? FIRST : SECOND, path);
    expect(Number(found(answer.body)), path).toBeGreaterThanOrEqual(0);
  }
  const held = await searchPagesInRedis();
  expect(held.entries.length).toBeLessThanOrEqual(SHARED_CACHE_SEARCH_PAGES);
  expect(held.tagFields.length).toBeLessThanOrEqual(SHARED_CACHE_SEARCH_PAGES);
  expect(held.entries.some((key) => key.endsWith(`minPrice=${10 * crawl.length}`))).toBe(true);
  // A search Redis let go of still renders, and is kept again.
  expect((await fetchPage(request, SECOND, link)).cache).toBe('MISS');
  await expect.poll(async () => (await fetchPage(request, FIRST, link)).cache).toBe('HIT');
});

/** Every key Redis holds of what endless addresses make: search pages, shared shortlists, previews. */
async function boundedKeysInRedis(): Promise<string[]> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: 'site:*', COUNT: 500 })) keys.push(...batch);
    return keys.filter((key) => /\/search\/s\/|\/media\/search\/|\/shortlist\//.test(key));
  } finally {
    await redis.quit();
  }
}

/** The link previews Redis holds: those their index counts that are still there. */
async function previewsInRedis(): Promise<number> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    const [index] = await redis.keys('site:*:__share_previews__');
    expect(index, 'the index of link previews').toBeTruthy();
    const prefix = (index ?? '').slice(0, -'__share_previews__'.length);
    const counted = await redis.zRange(index ?? '', 0, -1);
    const held = await Promise.all(counted.map((key) => redis.exists(prefix + key)));
    return held.filter(Boolean).length;
  } finally {
    await redis.quit();
  }
}

test('shared shortlists and link previews are shared by the instances, each kept within its own bound', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const html = await (await request.get(`${FIRST}/search?city=Durban`)).text();
  const ids = [...new Set([...html.matchAll(/data-shortlist-id="([^"]+)"/g)].map((match) => match[1] ?? ''))];
  expect(ids.length).toBeGreaterThanOrEqual(4);
  const link = `/shortlist/${ids.slice(0, 2).join(',')}`;
  await expect.poll(async () => (await fetchPage(request, FIRST, link)).cache).toBe('HIT');
  expect((await fetchPage(request, SECOND, link)).cache).toBe('HIT');
  const image = `/og/shortlist/${previewShortlistSegment(ids.slice(0, 2))}`;
  await expect
    .poll(async () => (await request.get(`${FIRST}${image}`)).headers()['x-preview-cache'])
    .toBe('HIT');
  expect((await request.get(`${SECOND}${image}`)).headers()['x-preview-cache']).toBe('HIT');

  // More lists and previews than the bound, through both instances: Redis keeps the latest.
  const crawl = ids
    .flatMap((a, i) => ids.slice(i + 1).map((b) => `${a},${b}`))
    .slice(0, SHARED_CACHE_SEARCH_PAGES * 2);
  for (const [index, list] of crawl.entries()) {
    const origin = index % 2 === 0 ? FIRST : SECOND;
    expect((await request.get(`${origin}/shortlist/${list}`)).status(), list).toBe(200);
    expect((await request.get(`${origin}/og/shortlist/${list}`)).status(), list).toBe(200);
  }
  expect((await boundedKeysInRedis()).length).toBeLessThanOrEqual(SHARED_CACHE_SEARCH_PAGES);
  const previews = await previewsInRedis();
  expect(previews).toBeGreaterThan(0);
  expect(previews).toBeLessThanOrEqual(SHARED_CACHE_PREVIEWS);
});

/** A made-up address in X-Forwarded-For, new for every enquiry, as a bot would dodge a naive limit. */
const spoofedAddress = (n: number) => `203.0.113.${(n % 250) + 1}`;

test('a news list with a search is shared between the instances and purged with the news', async ({
  request,
}) => {
  const link = '/media/latest-news?query=office';
  const found = (body: string) => /(\d+) results? found/.exec(body)?.[1];
  await expect.poll(async () => (await fetchPage(request, FIRST, link)).cache).toBe('HIT');
  const first = await fetchPage(request, FIRST, link);
  const second = await fetchPage(request, SECOND, `/media/latest-news?utm_source=newsletter&query=office`);
  expect(second.cache).toBe('HIT');
  expect(found(second.body)).toBe(found(first.body));
  expect(second.policy).toBe(first.policy);

  // A publish purges it on both instances: served once more while it regenerates.
  await revalidate(request, FIRST, ['content:news']);
  await expect.poll(async () => (await fetchPage(request, SECOND, link)).cache).toBe('STALE');
  await expect.poll(async () => (await fetchPage(request, SECOND, link)).cache).toBe('HIT');

  // Made-up searches, more than the bound: each renders, Redis keeps no more than the bound.
  for (let n = 0; n < SHARED_CACHE_SEARCH_PAGES * 3; n += 1) {
    const answer = await fetchPage(request, n % 2 === 0 ? FIRST : SECOND, `/media/awards?query=made-up-${n}`);
    expect(answer.body).toContain('results found');
  }
  const held = await searchPagesInRedis('site:*/media/search/*');
  expect(held.entries.length).toBeGreaterThan(0);
  expect(held.entries.length).toBeLessThanOrEqual(SHARED_CACHE_SEARCH_PAGES);
});

test('the enquiry rate limit counts enquiries sent through either instance, whatever X-Forwarded-For says', async ({
  page,
}) => {
  // Four enquiries through the form, each a page load and a submission: near 30 s on a loaded runner.
  test.slow();
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    await redis.del(`site:rate:enquiry:${VISITOR_IP}`);
  } finally {
    await redis.quit();
  }

  for (let sent = 0; sent < SHARED_CACHE_ENQUIRY_LIMIT; sent += 1) {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': spoofedAddress(sent) });
    const origin = sent % 2 === 0 ? FIRST : SECOND;
    const form = await sendEnquiry(page, origin, `Enquiry ${sent + 1} about warehouse space in Pinetown.`);
    await expect(form.confirmation).toBeVisible();
  }
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': spoofedAddress(100) });
  const refused = await sendEnquiry(page, SECOND, 'One more about warehouse space in Pinetown.');
  await expect(refused.alert).toHaveText(RATE_LIMITED);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': spoofedAddress(101) });
  const alsoRefused = await sendEnquiry(page, FIRST, 'And again, through the other instance.');
  await expect(alsoRefused.alert).toHaveText(RATE_LIMITED);
});

/** The pid of the redis-server the instances share, from its own INFO. */
async function redisServerPid(): Promise<number> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  const info = await redis.info('server');
  await redis.quit();
  const pid = Number(/process_id:(\d+)/.exec(info)?.[1]);
  expect(pid).toBeGreaterThan(0);
  return pid;
}

/** Paths that look like the site's but name nothing, of every kind a made-up URL could cost. */
function madeUpPaths(property: string, count: number): string[] {
  const [, deal, category, city, suburb] = property.split('/');
  const kinds = [
    (n: number) => `/${deal}/${category}/${city}/${suburb}/zz-made-up-${n}`,
    (n: number) => `/${deal}/${category}/${city}/${suburb}/zz-made-up-${n}/brochure.pdf`,
    (n: number) => `${property}/zz-unit-${n}`,
    (n: number) => `/${deal}/zz-category-${n}/${city}`,
    (n: number) => `/${deal}/${category}/page-${200 + (n % 9000)}`,
    (n: number) => `/ref/RC-${7_000_000 + n}`,
    (n: number) => `/images/properties/p-${9000 + (n % 999)}-office-ext-${n % 7}.webp`,
    (n: number) => `/images/people/zz-person-${n}.webp`,
    (n: number) => `/shortlist/rc-${8_000_000 + n},rc-${8_500_000 + n}.zz-unit`,
    (n: number) => `/og/shortlist/rc-${8_000_000 + n}`,
    (n: number) => `/og/search/not-canonical-${n}`,
  ];
  return Array.from({ length: count }, (_, n) => kinds[n % kinds.length]?.(n) ?? '/');
}

/**
 * 400 in the suite, 50 of each kind (a made-up listing path renders the not-found page: 2,000 take
 * longer than a test on a loaded runner should); MADE_UP_PATHS=2000 runs the full fuzz.
 */
const MADE_UP_PATH_COUNT = Number(process.env.MADE_UP_PATHS ?? 400);

test('made-up listing, brochure, web ref, image, shortlist and preview paths answer 404 and add nothing to Redis', async ({
  request,
}) => {
  test.setTimeout(Math.max(60_000, MADE_UP_PATH_COUNT * 100));
  const property = await firstPropertyPath(request, '?city=Durban');
  const paths = madeUpPaths(property, MADE_UP_PATH_COUNT);
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    // The first of each kind may read what every page reads (the directories, page 1's count).
    for (const path of paths.slice(0, 22))
      expect((await request.get(`${FIRST}${path}`)).status(), path).toBe(404);
    // The keys, not their count: one of the pages' own (a limit's window) may expire meanwhile.
    const before = new Set(await redis.keys('*'));
    const rest = paths.slice(22);
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let index = worker; index < rest.length; index += 8) {
          const path = rest[index] ?? '/';
          const status = (await request.get(`${FIRST}${path}`, { maxRedirects: 0 })).status();
          if (status !== 404) failures.push(`${path}: ${status}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    expect((await redis.keys('*')).filter((key) => !before.has(key))).toEqual([]);
  } finally {
    await redis.quit();
  }
});

/** Generous beside the deadline of a Redis call: a loaded 2-core runner renders slowly. */
const OUTAGE_ANSWER_MS = 3_000;
/** How much slower one pass of the same renders may be than another on a loaded 2-core runner. */
const RENDER_TIME_SPREAD = 1.5;

/** One page of every type: cached, prerendered, searched, listed, and one that is not there. */
async function everyPageType(request: APIRequestContext): Promise<string[]> {
  const property = await firstPropertyPath(request, '?city=Durban');
  const unit = new RegExp(`href="(${property}/[a-z0-9-]+)"`).exec(
    (await fetchPage(request, FIRST, property)).body,
  )?.[1];
  expect(unit, 'a unit link on the property page').toBeTruthy();
  return [
    '/',
    '/about',
    '/services/broking',
    '/contact',
    '/media',
    '/media/latest-news',
    '/media/awards/research-team-wins-market-insight-award-2025',
    '/to-let',
    '/to-let/office/johannesburg',
    property,
    unit ?? '',
    '/search',
    '/search?city=Durban&minPrice=100',
    '/media/latest-news?query=solar',
  ];
}

/**
 * Each origin's pages, requested in turn: how long each answer took, in milliseconds. `beforeEach`
 * runs before each origin's turn.
 */
async function timeAnswers(
  request: APIRequestContext,
  paths: string[],
  beforeEach: () => Promise<void> = async () => {},
): Promise<number[]> {
  const took: number[] = [];
  for (const origin of [FIRST, SECOND]) {
    await beforeEach();
    for (const path of paths) {
      const started = Date.now();
      const response = await request.get(`${origin}${path}`);
      took.push(Date.now() - started);
      expect(response.status(), `${origin}${path}`).toBe(path === '/no/such/page' ? 404 : 200);
      expect(took.at(-1), `${origin}${path} took ${took.at(-1)} ms`).toBeLessThan(OUTAGE_ANSWER_MS);
    }
  }
  return took;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

// Before the SIGKILL below: the same instances, Redis hung rather than gone.
test('with Redis stopped (SIGSTOP) every page type answers as fast as a fresh render on both instances; continued, sharing resumes', async ({
  request,
  page,
}) => {
  test.slow();
  const pages = [...(await everyPageType(request)), '/no/such/page'];
  // What a hung Redis leaves each request to do is a fresh render, since no instance keeps a copy of
  // its own: timed first with Redis answering, in this run, on this machine's load. Redis is emptied
  // before each instance's turn, or the second would be timed serving what the first rendered, and
  // its first render of a page in its life (its modules loaded: 0.5 s for the search page) would
  // fall in the hung turn.
  const rendered = await timeAnswers(request, pages, emptyRedis);
  const pid = await redisServerPid();
  process.kill(pid, 'SIGSTOP');
  try {
    // From the very first request: one missed deadline opens each instance's breaker, so the hang
    // costs each instance one wait at most, where a client without a deadline waits seconds a page.
    const hung = await timeAnswers(request, pages);
    expect(
      sum(hung),
      `with Redis hung: ${hung.join(', ')} ms; rendered fresh: ${rendered.join(', ')} ms`,
    ).toBeLessThan(sum(rendered) * RENDER_TIME_SPREAD + 2 * REDIS_LONGEST_WAIT_MS);
    // A purge no instance could share is refused at once, so its sender tries again.
    const started = Date.now();
    expect((await postRevalidate(request, SECOND, ['listings'])).status()).toBe(503);
    expect(Date.now() - started).toBeLessThan(2 * REDIS_LONGEST_WAIT_MS);
    // Enquiries still go through, limited in the instance's own memory.
    const enquiry = await sendEnquiry(page, SECOND, 'Sent while the shared cache hangs.');
    await expect(enquiry.confirmation).toBeVisible();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  // Each instance's probe finds Redis answering again: a purge through either is shared again…
  const property = pages[9] ?? '';
  const tags = [`property:${property.split('/')[5] ?? ''}`];
  for (const origin of [FIRST, SECOND]) {
    await expect
      .poll(async () => (await postRevalidate(request, origin, tags)).status(), { timeout: 15_000 })
      .toBe(200);
  }
  // …and a page one renders is served by the other from Redis.
  await expect
    .poll(
      async () => {
        await fetchPage(request, FIRST, property);
        return (await fetchPage(request, SECOND, property)).cache;
      },
      { timeout: 15_000 },
    )
    .toBe('HIT');
});

// Last in this serial file: it takes Redis away from the instances.
test('with Redis killed mid-run every page answers at once on both instances; restarted, sharing resumes', async ({
  request,
  page,
}) => {
  test.slow();
  const property = await firstPropertyPath(request, '?city=Durban');
  const pages = [
    '/',
    '/about',
    '/contact',
    '/media/latest-news',
    '/search',
    '/search?city=Durban&minPrice=100',
    property,
  ];
  // Shared and warm: these come from Redis until it goes.
  for (const origin of [FIRST, SECOND]) for (const path of pages) await fetchPage(request, origin, path);

  process.kill(await redisServerPid(), 'SIGKILL');
  ownRedis = undefined;

  for (const origin of [FIRST, SECOND]) {
    for (const path of [...pages, '/no/such/page']) {
      const started = Date.now();
      const response = await request.get(`${origin}${path}`);
      const took = Date.now() - started;
      expect(response.status(), `${origin}${path}`).toBe(path === '/no/such/page' ? 404 : 200);
      expect(took, `${origin}${path} took ${took} ms`).toBeLessThan(OUTAGE_ANSWER_MS);
    }
  }
  // A purge no instance could share is refused, so its sender tries again.
  expect((await postRevalidate(request, FIRST, ['listings'])).status()).toBe(503);
  // Enquiries still go through, limited in the instance's own memory.
  const enquiry = await sendEnquiry(page, FIRST, 'Sent while the shared cache is down.');
  await expect(enquiry.confirmation).toBeVisible();

  ownRedis = startRedisServer(REDIS_PORT);
  // Each instance reconnects by itself: a purge through either is shared again…
  const tags = [`property:${property.split('/')[5] ?? ''}`];
  for (const origin of [FIRST, SECOND]) {
    await expect
      .poll(async () => (await postRevalidate(request, origin, tags)).status(), { timeout: 30_000 })
      .toBe(200);
  }
  // …and a page one renders is served by the other from Redis.
  await expect
    .poll(
      async () => {
        await fetchPage(request, FIRST, property);
        return (await fetchPage(request, SECOND, property)).cache;
      },
      { timeout: 30_000 },
    )
    .toBe('HIT');
});
