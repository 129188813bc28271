import { describe, expect, it, vi } from 'vitest';
import {
  createDocumentCache,
  STRICT_DEFAULT_POLICY,
  type CacheEntry,
  type CacheStore,
  type CacheValue,
} from '@/lib/cache/document-cache';
import { withStalePurges, type PurgeMarks } from '@/lib/cache/stale-purges';
import { INCOMPLETE_RENDER_MARKER } from '@/lib/rendering/incomplete-render';

function memoryStore(initial: Record<string, CacheEntry> = {}) {
  const entries = new Map(Object.entries(initial));
  const store: CacheStore & { entries: typeof entries } = {
    entries,
    get: vi.fn(async (key: string) => entries.get(key) ?? null),
    set: vi.fn(async (key: string, value: CacheValue | null) => {
      entries.set(key, { lastModified: Date.now(), value });
    }),
    revalidateTag: vi.fn(async () => undefined),
    resetRequestCache: vi.fn(),
  };
  return store;
}

const policyFor = (html: string, key: string) => `policy(${key}:${html.length})`;
const page = (html: string, headers?: Record<string, unknown>): CacheValue => ({
  kind: 'APP_PAGE',
  html,
  headers,
});

describe('createDocumentCache', () => {
  it('fails closed: a cached page it cannot read is served with the strict default policy', async () => {
    const strictPolicy = "script-src 'self'";
    const unreadable: Record<string, CacheEntry> = {
      // A page entry whose HTML is not a string (a future Next, another handler's format).
      '/buffer': { value: { kind: 'APP_PAGE', html: Buffer.from('<script>alert(1)</script>') } },
      '/pages-router': { value: { kind: 'PAGES', html: { chunks: [] } } },
      // A route handler's answer that happens to be HTML.
      '/route': { value: { kind: 'APP_ROUTE', headers: { 'content-type': 'text/html; charset=utf-8' } } },
    };
    const cache = createDocumentCache(memoryStore(unreadable), { policyFor, strictPolicy });
    for (const key of Object.keys(unreadable)) {
      const entry = await cache.get(key, {});
      expect(entry?.value?.headers?.['content-security-policy'], key).toBe(strictPolicy);
    }
    // Written through it, such a page gets the policy too, on the object Next answers from.
    const written: CacheValue = { kind: 'APP_PAGE', html: undefined, headers: { 'x-next-cache-tags': 'x' } };
    await cache.set('/written', written, {});
    expect(written.headers).toEqual({ 'x-next-cache-tags': 'x', 'content-security-policy': strictPolicy });
    // Responses that are not documents keep what they had: their policy comes from next.config.ts.
    const feed: CacheValue = { kind: 'APP_ROUTE', headers: { 'content-type': 'application/xml' } };
    await cache.set('/sitemap.xml', feed, {});
    expect(feed.headers).toEqual({ 'content-type': 'application/xml' });
  });

  it('gives a document whose policy cannot be made the strict default rather than none', async () => {
    const cache = createDocumentCache(memoryStore(), {
      policyFor: () => {
        throw new Error('an unexpected script');
      },
    });
    const value = page('<p>ok</p>');
    await cache.set('/about', value, {});
    expect(value.headers?.['content-security-policy']).toBe(STRICT_DEFAULT_POLICY);
  });

  it('keeps a page rendered for a request without the nonce that request carried', async () => {
    const store = memoryStore();
    const seen: string[] = [];
    const cache = createDocumentCache(store, {
      policyFor: (html) => {
        seen.push(html);
        return 'policy';
      },
    });
    const value = page(
      '<html><body><script nonce="cmVxdWVzdA==">self.__next_f.push([0])</script></body></html>',
    );
    await cache.set('/search/s/city%3DDurban', value, {});
    expect(value.html).toBe('<html><body><script>self.__next_f.push([0])</script></body></html>');
    expect(seen).toEqual([value.html]);
  });

  it('stores each document with a policy made from its HTML, on the object Next answers from', async () => {
    const store = memoryStore();
    const cache = createDocumentCache(store, { policyFor });
    const value = page('<p>ok</p>', { 'x-next-cache-tags': 'listings' });
    await cache.set('/about', value, {});
    expect(value.headers).toEqual({
      'x-next-cache-tags': 'listings',
      'content-security-policy': 'policy(/about:9)',
    });
    expect(store.entries.get('/about')?.value).toBe(value);
  });

  it('keeps a document one byte per character, its policy made from the HTML it serves', async () => {
    const policies: string[] = [];
    const cache = createDocumentCache(memoryStore({ '/built': { value: page('<p>Sandton’s</p>') } }), {
      policyFor: (html) => {
        policies.push(html);
        return 'policy';
      },
    });
    const rendered = page('<p>178 – 508 m²</p><script>x("’")</script>');
    await cache.set('/search/s/all', rendered, {});
    expect(rendered.html).toBe('<p>178 &#x2013; 508 m²</p><script>x("\\u2019")</script>');
    expect((await cache.get('/built', {}))?.value?.html).toBe('<p>Sandton&#x2019;s</p>');
    expect(policies).toEqual([rendered.html, '<p>Sandton&#x2019;s</p>']);
  });

  it('serves a document whose scripts load after its first paint, its policy allowing the loader', async () => {
    const chunk = '<script src="/_next/static/chunks/main.js" async=""></script>';
    const policies: string[] = [];
    const cache = createDocumentCache(
      memoryStore({ '/built': { value: page(`<html><head>${chunk}</head><body></body></html>`) } }),
      {
        policyFor: (html) => {
          policies.push(html);
          return 'policy';
        },
      },
    );
    const rendered = page(`<html><head>${chunk}</head><body><h1>Sandton</h1></body></html>`);
    await cache.set('/sandton', rendered, {});
    const built = (await cache.get('/built', {}))?.value?.html;
    for (const html of [rendered.html, built]) {
      expect(html).not.toContain(chunk);
      expect(html).toContain('<script data-after-paint="/_next/static/chunks/main.js">');
    }
    expect(policies).toEqual([rendered.html, built]);
  });

  it('leaves the RSC payload of a page it keeps to be fetched after the paint, but not of any other', async () => {
    const chunk = '<script src="/_next/static/chunks/main.js" async=""></script>';
    const payload =
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{\\"b\\":\\"k2fOJ9GW0dbT\\"}\\n"])</script>';
    const document = (head = '') =>
      `<html><head>${chunk}${head}</head><body><h1>Sandton</h1>${payload}</body></html>`;
    const cache = createDocumentCache(memoryStore(), { policyFor });
    const found = page(document());
    await cache.set('/sandton', found, {});
    expect(found.html).toContain(
      '<script data-after-paint="/_next/static/chunks/main.js" data-flight-after-paint="k2fOJ9GW0dbT">',
    );
    expect(found.html).not.toContain('<script>self.__next_f.push([1,');
    const notFound: CacheValue = { ...page(document()), status: 404 };
    const incomplete = page(document(`${INCOMPLETE_RENDER_MARKER} content="search down"/>`));
    for (const value of [notFound, incomplete]) {
      await cache.set('/to-let/made-up', value, {});
      expect(value.html).toContain('<script data-after-paint="/_next/static/chunks/main.js">');
      expect(value.html).toContain('<script>self.__next_f.push([1,"0:{');
    }
  });

  it('gives a build-time prerender its policy when first read, and keeps a stored one as it is', async () => {
    const store = memoryStore({
      '/built': { value: page('<p>built</p>') },
      '/kept': { value: page('<p>kept</p>', { 'content-security-policy': 'stored' }) },
    });
    const cache = createDocumentCache(store, { policyFor });
    expect((await cache.get('/built', {}))?.value?.headers).toEqual({
      'content-security-policy': 'policy(/built:12)',
    });
    expect((await cache.get('/kept', {}))?.value?.headers).toEqual({ 'content-security-policy': 'stored' });
  });

  it('serves an incomplete render but never keeps it, and treats a stored one as missing', async () => {
    const log = vi.fn();
    const html = `<html><head>${INCOMPLETE_RENDER_MARKER} content="search down"/></head></html>`;
    const store = memoryStore({ '/home': { value: page(html) } });
    const cache = createDocumentCache(store, { policyFor, log });
    expect(await cache.get('/home', {})).toBeNull();
    const value = page(html);
    await cache.set('/other', value, {});
    expect(store.set).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/other'));
    // The visitor who asked for it still gets it with its policy.
    expect(value.headers).toEqual({ 'content-security-policy': `policy(/other:${html.length})` });
  });

  it('answers a made-up path with its 404 page and policy, but never keeps it', async () => {
    const store = memoryStore();
    const cache = createDocumentCache(store, { policyFor });
    const value: CacheValue = { ...page('<h1>Not found</h1>'), status: 404 };
    await cache.set('/route-cache/APP_PAGE/abc/$/to-let/made-up', value, {});
    expect(store.set).not.toHaveBeenCalled();
    expect(value.headers).toEqual({ 'content-security-policy': 'policy(/to-let/made-up:18)' });
  });

  it('carries the critical rules of its style sheets inline, its policy made from the HTML it serves', async () => {
    const sheet = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';
    const cache = createDocumentCache(memoryStore(), {
      policyFor,
      readStyleSheet: (href) =>
        href === '/_next/static/chunks/a.css' ? '.a{color:red}.b{color:blue}' : null,
    });
    const value = page(`<html><head>${sheet}</head><body><p class="a">Pomona</p></body></html>`);
    await cache.set('/about', value, {});
    expect(value.html).toContain('<style>.a{color:red}</style>');
    expect(value.html).toContain('data-precedence="next" disabled=""');
    expect(value.headers?.['content-security-policy']).toBe(`policy(/about:${String(value.html).length})`);
  });

  it("gives a 404 rendered as Next's empty error shell the build's not-found page, body and all", async () => {
    const shell =
      '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>x</script></body></html>';
    const notFoundPage =
      '<!DOCTYPE html><html><head></head><body><h1>We couldn’t find that page</h1></body></html>';
    const cache = createDocumentCache(memoryStore(), { policyFor, notFoundDocument: () => notFoundPage });
    const madeUp: CacheValue = { ...page(shell), status: 404 };
    await cache.set('/route-cache/APP_PAGE/abc/$/to-let/office/made-up', madeUp, {});
    expect(madeUp.html).toContain('<h1>We couldn&#x2019;t find that page</h1>');
    expect(madeUp.html).not.toContain('__next_error__');
    expect(madeUp.headers?.['content-security-policy']).toBe(
      `policy(/to-let/office/made-up:${String(madeUp.html).length})`,
    );

    // A 404 that has its body, and any other status, are left as rendered.
    const whole: CacheValue = { ...page('<html><body><h1>Not found</h1></body></html>'), status: 404 };
    await cache.set('/no/such', whole, {});
    expect(whole.html).toBe('<html><body><h1>Not found</h1></body></html>');
    const failed: CacheValue = { ...page(shell), status: 500 };
    await cache.set('/broken', failed, {});
    expect(failed.html).toContain('__next_error__');
  });

  it('leaves the shell as it is when the build has no not-found page to give', async () => {
    const cache = createDocumentCache(memoryStore(), { policyFor, notFoundDocument: () => null });
    const value: CacheValue = { ...page('<html id="__next_error__"><body></body></html>'), status: 404 };
    await cache.set('/to-let/made-up', value, {});
    expect(value.html).toContain('__next_error__');
  });

  it('replaces a page that existed with its 404, so a removed listing stops being served', async () => {
    const store = memoryStore({ '/to-let/gone': { value: page('<h1>Gone Park</h1>') } });
    const cache = createDocumentCache(store, { policyFor });
    const notFound: CacheValue = { ...page('<h1>Not found</h1>'), status: 404 };
    await cache.set('/to-let/gone', notFound, {});
    expect(store.entries.get('/to-let/gone')?.value).toBe(notFound);
  });

  it("keeps a route handler's image but never its failed answers, so a made-up preview costs nothing", async () => {
    const image: CacheValue = { kind: 'APP_ROUTE', status: 200, headers: { 'content-type': 'image/jpeg' } };
    const store = memoryStore({ '/og/search/city%3DDurban': { value: image } });
    const cache = createDocumentCache(store, { policyFor });
    await cache.set('/route-cache/APP_ROUTE/abc/$/og/shortlist/rc-1', image, {});
    expect(store.set).toHaveBeenCalledTimes(1);
    for (const status of [404, 503, 500]) {
      await cache.set('/route-cache/APP_ROUTE/abc/$/og/shortlist/rc-9', { kind: 'APP_ROUTE', status }, {});
      // An image kept before outlives a search outage: the failed regeneration is not stored over it.
      await cache.set('/og/search/city%3DDurban', { kind: 'APP_ROUTE', status }, {});
    }
    expect(store.set).toHaveBeenCalledTimes(1);
    expect(store.entries.get('/og/search/city%3DDurban')?.value).toBe(image);
  });

  it('passes everything that is not a document through untouched', async () => {
    const store = memoryStore();
    const cache = createDocumentCache(store, { policyFor });
    const data: CacheValue = { kind: 'FETCH' };
    await cache.set('fetch-key', data, { fetchCache: true });
    expect(store.set).toHaveBeenCalledWith('fetch-key', data, { fetchCache: true });
    expect(data).toEqual({ kind: 'FETCH' });
    await cache.revalidateTag(['listings'], { expire: 0 });
    expect(store.revalidateTag).toHaveBeenCalledWith(['listings'], { expire: 0 });
    cache.resetRequestCache?.();
    expect(store.resetRequestCache).toHaveBeenCalled();
  });

  it("takes an entry's lifetime from a shared store's own record of it", async () => {
    const store = memoryStore({ '/p': { value: page('<p/>'), lifespan: { revalidate: 3600 } } });
    const cache = createDocumentCache(store, { policyFor });
    expect((await cache.get('/p', {}))?.cacheControl).toEqual({ revalidate: 3600 });
  });

  describe('with build seeds behind a shared store', () => {
    function seedsOf(entries: Record<string, CacheEntry>) {
      const claimed = new Set<string>();
      return {
        get: vi.fn(async (key: string) => entries[key] ?? null),
        claim: vi.fn(async (key: string) => !claimed.has(key) && claimed.add(key) !== undefined),
      };
    }

    it('copies a prerendered page into the store once, with its policy, then serves it from there', async () => {
      const store = memoryStore();
      const seeds = seedsOf({ '/about': { value: page('<p>built</p>'), cacheControl: { revalidate: 300 } } });
      const cache = createDocumentCache(store, { policyFor, seeds });
      const first = await cache.get('/about', {});
      expect(first?.value?.headers).toEqual({ 'content-security-policy': 'policy(/about:12)' });
      expect(store.set).toHaveBeenCalledWith('/about', first?.value, { cacheControl: { revalidate: 300 } });
      await cache.get('/about', {});
      expect(seeds.get).toHaveBeenCalledTimes(1);
    });

    /**
     * A store that keeps what the shared one does: the time `set` is told, and the tags of a page's
     * header or of the data `set` is told.
     */
    function sharedStore() {
      const entries = new Map<string, CacheEntry>();
      const store: CacheStore = {
        get: vi.fn(async (key: string) => entries.get(key) ?? null),
        set: vi.fn(async (key: string, value: CacheValue | null, ctx: unknown) => {
          const { internal_lastModified, tags } = ctx as { internal_lastModified?: number; tags?: string[] };
          const header = value?.headers?.['x-next-cache-tags'];
          entries.set(key, {
            value,
            lastModified: internal_lastModified ?? Date.now(),
            tags: typeof header === 'string' ? header.split(',') : tags,
          });
        }),
        revalidateTag: vi.fn(async () => undefined),
      };
      return store;
    }

    function purgedAt(at: number, tag: string): PurgeMarks {
      return {
        mark: vi.fn(async () => undefined),
        read: vi.fn(async (tags: readonly string[]) => new Map(tags.includes(tag) ? [[tag, at]] : [])),
      };
    }

    it('serves a page the build made before a purge as stale, so it regenerates, and keeps it so', async () => {
      const built = page('<p>built</p>', { 'x-next-cache-tags': 'listings,property:slate' });
      const seeds = seedsOf({
        '/p': { value: built, lastModified: 1_000, cacheControl: { revalidate: 3600 } },
      });
      const store = withStalePurges(sharedStore(), purgedAt(2_000, 'listings'));
      const cache = createDocumentCache(store, { policyFor, seeds });
      expect((await cache.get('/p', {}))?.cacheControl).toEqual({ revalidate: 1 });
      // Copied with the build's time, not the copy's: the next read sees the purge too.
      expect((await cache.get('/p', {}))?.cacheControl).toEqual({ revalidate: 1 });
    });

    it('copies a data entry with its tags, so a purge of them reaches it', async () => {
      const data: CacheValue = { kind: 'FETCH', tags: ['listings', 'property:slate'] };
      const seeds = seedsOf({ f0: { value: data, lastModified: 1_000 } });
      const shared = sharedStore();
      const cache = createDocumentCache(withStalePurges(shared, purgedAt(2_000, 'property:slate')), {
        policyFor,
        seeds,
      });
      expect((await cache.get('f0', { kind: 'FETCH' }))?.lastModified).toBeLessThan(0);
      expect(shared.set).toHaveBeenCalledWith('f0', data, {
        cacheControl: undefined,
        internal_lastModified: 1_000,
        tags: ['listings', 'property:slate'],
      });
    });

    it('regenerates rather than bring the build copy back once another instance took it', async () => {
      const seeds = seedsOf({ '/about': { value: page('<p>built</p>') } });
      const purged = memoryStore();
      await createDocumentCache(memoryStore(), { policyFor, seeds }).get('/about', {});
      expect(await createDocumentCache(purged, { policyFor, seeds }).get('/about', {})).toBeNull();
      expect(purged.set).not.toHaveBeenCalled();
    });

    it('serves its own build copy, with its policy, while the shared store cannot be reached', async () => {
      const store = memoryStore();
      const seeds = {
        get: vi.fn(async () => ({ value: page('<p>built</p>') })),
        claim: vi.fn(async () => {
          throw new Error('Redis SADD took longer than 1000 ms');
        }),
      };
      const cache = createDocumentCache(store, { policyFor, seeds });
      const entry = await cache.get('/about', {});
      expect(entry?.value?.html).toBe('<p>built</p>');
      expect(entry?.value?.headers).toEqual({ 'content-security-policy': 'policy(/about:12)' });
      expect(store.set).not.toHaveBeenCalled();
    });

    it('never copies a prerender the build could not complete', async () => {
      const store = memoryStore();
      const html = `<head>${INCOMPLETE_RENDER_MARKER} content="x"/></head>`;
      const cache = createDocumentCache(store, { policyFor, seeds: seedsOf({ '/': { value: page(html) } }) });
      expect(await cache.get('/', {})).toBeNull();
      expect(store.set).not.toHaveBeenCalled();
    });
  });
});
