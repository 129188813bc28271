import { isIncompleteRender } from '@/lib/rendering/incomplete-render';
import { rewriteDocument } from './document-rewrites';

/**
 * A wrapper around a Next.js cache handler (the `cacheHandler` interface: get, set, revalidateTag)
 * that keeps each cached document's Content-Security-Policy with it. When a page's HTML is
 * produced, at build or by ISR, the policy is made from its own inline scripts and stored in the
 * entry's headers, which Next sends with every response served from that entry; the HTML itself
 * carries the critical rules of its style sheets, loads its scripts after its first paint and is
 * kept one byte per character (document-rewrites.ts). Incomplete renders
 * (lib/rendering/incomplete-render.ts) and route handlers' failed answers are never stored.
 */

const POLICY_HEADER = 'content-security-policy';
const NOT_FOUND = 404;
/** How Next asks a handler for a page (the `get` context of an APP_PAGE entry). */
const PAGE_LOOKUP = { kind: 'APP_PAGE', isFallback: false };

/** The parts of Next's cache values this wrapper reads; the rest passes through untouched. */
export interface CacheValue {
  kind: string;
  html?: unknown;
  headers?: Record<string, unknown>;
  status?: number;
  /** A data entry's tags, as Next's file-system cache keeps them in the entry itself. */
  tags?: unknown;
}

export interface CacheEntry {
  lastModified?: number;
  value: CacheValue | null;
  cacheControl?: { revalidate: number | false; expire?: number };
  /** The tags a shared store keeps with an entry (its fetches' and its path's). */
  tags?: readonly string[];
  /** What @fortedigital/nextjs-cache-handler keeps of an entry's lifetime. */
  lifespan?: { revalidate?: number | false } | null;
}

export interface CacheStore {
  get(key: string, ctx: unknown): Promise<CacheEntry | null>;
  set(key: string, value: CacheValue | null, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache?(): void;
}

/**
 * What `next build` prerendered, for a shared store that starts empty: each entry is copied into
 * the store the first time any instance asks for it, once for the whole cluster, so a later purge
 * of the store regenerates the page instead of bringing the build's copy back.
 */
export interface BuildSeeds {
  get(key: string, ctx: unknown): Promise<CacheEntry | null>;
  /** True for the one caller, across every instance, that copies this entry. */
  claim(key: string): Promise<boolean>;
}

export interface DocumentCacheOptions {
  /** The policy of a document with this HTML, served at this cache key. */
  policyFor: (html: string, key: string) => string;
  /**
   * The policy of a cached page this wrapper cannot read (or whose policy could not be made): the
   * strict default, which lets no inline script run. It fails closed: nothing is served without one.
   */
  strictPolicy?: string;
  /**
   * The site's not-found page as `next build` rendered it (its body in the HTML), for the 404 of a
   * page generated on request, which Next renders as an empty shell that only its scripts fill.
   */
  notFoundDocument?: () => string | null;
  /** The text of one of the build's CSS chunks by its path, to inline it; null leaves it linked. */
  readStyleSheet?: (href: string) => string | null;
  seeds?: BuildSeeds;
  log?: (message: string) => void;
}

type DocumentValue = CacheValue & { html: string; headers: Record<string, unknown> };

/** Without the site's own, still strict: scripts from the site's origin only, no inline ones. */
export const STRICT_DEFAULT_POLICY =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** Kinds of entry that are pages, whatever their HTML looks like. */
const PAGE_KINDS = new Set(['APP_PAGE', 'PAGES']);

/**
 * A cached response that may be rendered as a document: a page of any kind, or anything cached
 * with an HTML content type (a route handler's answer, say).
 */
function mayBeDocument(value: CacheValue | null | undefined): value is CacheValue {
  if (!value) return false;
  if (PAGE_KINDS.has(value.kind)) return true;
  const contentType = value.headers?.['content-type'];
  return typeof contentType === 'string' && /^text\/html/i.test(contentType);
}

/** Gives a page this wrapper cannot read the strict default policy, in place, unless it has one. */
function failClosed(value: CacheValue, policy: string): void {
  if (value.headers?.[POLICY_HEADER] !== undefined) return;
  value.headers = { ...value.headers, [POLICY_HEADER]: policy };
}

/** The document Next writes when a render fails outside every boundary: an empty body, filled by its scripts. */
const ERROR_SHELL = '<html id="__next_error__">';

/**
 * A made-up listing or article path (`notFound()` in a page generated on request) gets the whole
 * not-found page, as an unknown route does: its message and links in the HTML itself, for a
 * crawler, a visitor without scripts, or anyone before the scripts arrive.
 */
function withNotFoundBody(value: CacheValue & { html: string }, options: DocumentCacheOptions): void {
  if (value.status !== NOT_FOUND || !value.html.includes(ERROR_SHELL)) return;
  const notFound = options.notFoundDocument?.();
  if (notFound) value.html = notFound;
}

function isFailedRouteAnswer(value: CacheValue | null): boolean {
  return value?.kind === 'APP_ROUTE' && (value.status ?? 200) >= 400;
}

function isDocument(value: CacheValue | null | undefined): value is CacheValue & { html: string } {
  return value?.kind === 'APP_PAGE' && typeof value.html === 'string';
}

/**
 * Readies a document for serving, in place: the object Next hands to `set` is the one it answers
 * the current request from, so the request that produced the page gets what later ones do. Its HTML
 * is rewritten (document-rewrites.ts), and its policy made from that HTML's own scripts.
 */
async function prepareDocument(
  value: CacheValue & { html: string },
  key: string,
  options: DocumentCacheOptions,
): Promise<void> {
  const document = value as DocumentValue;
  const rewritten = await rewriteDocument(value.html, {
    readStyleSheet: options.readStyleSheet,
    flightAfterPaint: (value.status ?? 200) === 200 && !isIncompleteRender(value.html),
  });
  document.html = rewritten.html;
  let policy: string;
  try {
    policy = options.policyFor(document.html, pagePathOfKey(key));
  } catch (error) {
    console.error(
      `[csp] ${pagePathOfKey(key)}: no policy could be made, so the strict default: ${String(error)}`,
    );
    policy = options.strictPolicy ?? STRICT_DEFAULT_POLICY;
  }
  document.headers = { ...value.headers, [POLICY_HEADER]: policy };
}

/**
 * How a shared store keeps a build entry as the build made it: when (so a purge made since then
 * applies to it), for how long, and for a data entry the tags it was cached under (Next hands a
 * data entry's tags to `set` beside it, not in it, and the store keeps only those).
 */
function copyContext(seed: CacheEntry, ctx: unknown): Record<string, unknown> {
  const ownTags = Array.isArray(seed.value?.tags) ? seed.value.tags : undefined;
  const askedTags = (ctx as { tags?: unknown } | null)?.tags;
  const tags = ownTags ?? (Array.isArray(askedTags) ? askedTags : undefined);
  return {
    cacheControl: seed.cacheControl,
    ...(seed.lastModified === undefined ? {} : { internal_lastModified: seed.lastModified }),
    ...(tags === undefined ? {} : { tags }),
  };
}

/** Next keys a page `/route-cache/{kind}/{route hash}/$/{path}`; the path is what a reader needs. */
export function pagePathOfKey(key: string): string {
  const marker = key.indexOf('/$');
  return marker === -1 ? key : key.slice(marker + 2) || '/';
}

export function createDocumentCache(store: CacheStore, options: DocumentCacheOptions): CacheStore {
  const log = options.log ?? ((message: string) => console.warn(message));
  const strictPolicy = options.strictPolicy ?? STRICT_DEFAULT_POLICY;

  async function copySeed(key: string, ctx: unknown): Promise<CacheEntry | null> {
    const { seeds } = options;
    const seed = seeds ? await seeds.get(key, ctx) : null;
    if (!seeds || !seed) return null;
    let claimed: boolean;
    try {
      claimed = await seeds.claim(key);
    } catch {
      // The shared store is out of reach: this instance answers from its own copy of the build,
      // and the entry is copied once the store is back.
      return await usableSeed(seed, key);
    }
    if (!claimed || !(await usableSeed(seed, key))) return null;
    await store.set(key, seed.value, copyContext(seed, ctx));
    // Read back as any entry is: a purge since the build (a listing sync before this page's first
    // visit) marks it stale, so it regenerates instead of being served as fresh for its window.
    return (await store.get(key, ctx)) ?? seed;
  }

  /** The seed readied for serving, or null for a page the build rendered without some of its data. */
  async function usableSeed(seed: CacheEntry, key: string): Promise<CacheEntry | null> {
    if (!isDocument(seed.value)) return seed;
    if (isIncompleteRender(seed.value.html)) return null;
    await prepareDocument(seed.value, key, options);
    return seed;
  }

  return {
    async get(key, ctx) {
      const entry = (await store.get(key, ctx)) ?? (await copySeed(key, ctx));
      if (!entry || !isDocument(entry.value)) {
        if (mayBeDocument(entry?.value)) failClosed(entry.value, strictPolicy);
        return entry;
      }
      // Build-time prerenders are written by `next build` itself, before any handler sees them;
      // an entry with its policy was checked when it got it, so the HTML is scanned once.
      if (entry.value.headers?.[POLICY_HEADER] === undefined) {
        // A page `next build` prerendered while a backend was down: generate it on this request.
        if (isIncompleteRender(entry.value.html)) return null;
        await prepareDocument(entry.value, key, options);
      }
      // A shared store may keep the lifetime only in its own terms; Next serves by `cacheControl`.
      if (!entry.cacheControl && entry.lifespan?.revalidate !== undefined) {
        entry.cacheControl = { revalidate: entry.lifespan.revalidate };
      }
      return entry;
    },
    async set(key, value, ctx) {
      if (isDocument(value)) {
        withNotFoundBody(value, options);
        // Served either way, so it gets its policy either way.
        await prepareDocument(value, key, options);
        if (isIncompleteRender(value.html)) {
          log(
            `[cache] ${pagePathOfKey(key)}: rendered without some of its data; served, but the cache keeps its last complete version.`,
          );
          return;
        }
        // A made-up path is answered but not kept, so endless such requests cannot fill the cache;
        // a page that existed is replaced by its 404, so a removed listing stops being served.
        if (value.status === NOT_FOUND && !(await store.get(key, PAGE_LOOKUP))) return;
      } else if (mayBeDocument(value)) {
        failClosed(value, strictPolicy);
      }
      // A route handler's failed answer (a link preview of nothing, a search outage) is served but
      // never kept: a made-up address costs nothing, and an image kept before outlives an outage.
      if (isFailedRouteAnswer(value)) return;
      await store.set(key, value, ctx);
    },
    revalidateTag: (tags, durations) => store.revalidateTag(tags, durations),
    resetRequestCache: () => store.resetRequestCache?.(),
  };
}
