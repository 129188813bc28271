import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { publicConfig } from '@/lib/config';

/**
 * Where the server publishes the embedded engine's in-process requester. The search client
 * factory is shared with browser code, so it reads the requester from here instead of
 * importing the (server-only) engine.
 */
export const EMBEDDED_REQUESTER_KEY = '__embeddedSearchRequester';

export interface EmbeddedRequester {
  send(request: { method: string; url: string; data?: string | Uint8Array | undefined }): Promise<{
    status: number;
    content: string;
    isTimedOut: boolean;
  }>;
}

export interface EmbeddedRequesterHolder {
  [EMBEDDED_REQUESTER_KEY]?: EmbeddedRequester;
}

/** The embedded engine answers under this path on the site's own origin. */
export const EMBEDDED_SEARCH_PATH = '/api/search';
const EMBEDDED_APP_ID = 'embedded';
const EMBEDDED_KEY = 'search-only';
/**
 * A server render waits at most this long for hosted search (Node's default read timeout is 5 s):
 * a search page whose search is down answers with its message, not after a long wait.
 */
const SERVER_TIMEOUTS = { connect: 2000, read: 1500, write: 30000 };

/**
 * The one factory of the search client: always the real `algoliasearch` lite client. Hosted
 * Algolia (or the Algolia-compatible host configured in its place) when keys are configured; otherwise the embedded engine, over HTTP in the browser
 * and in-process on the server (no HTTP hop, so it also works during `next build`).
 */
export function createSearchClient(): LiteClient {
  if (publicConfig.algolia) {
    const { appId, searchKey, host } = publicConfig.algolia;
    // A proxy or gateway replaces Algolia's DSN and fallback hosts; the client's timeouts stay its own.
    return liteClient(appId, searchKey, {
      ...(host ? { hosts: [{ ...host, accept: 'readWrite' as const }] } : {}),
      ...(typeof window === 'undefined' ? { timeouts: SERVER_TIMEOUTS } : {}),
    });
  }

  if (typeof window === 'undefined') {
    const requester = (globalThis as EmbeddedRequesterHolder)[EMBEDDED_REQUESTER_KEY];
    if (!requester) throw new Error('The embedded search engine has not been started on this server.');
    return liteClient(EMBEDDED_APP_ID, EMBEDDED_KEY, {
      hosts: [{ url: 'embedded.invalid', accept: 'readWrite', protocol: 'http' }],
      requester,
    });
  }

  return liteClient(EMBEDDED_APP_ID, EMBEDDED_KEY, {
    // A path prefix goes inside `url`; `port` would be appended after it (toolchain notes §3.1).
    hosts: [
      {
        url: `${window.location.host}${EMBEDDED_SEARCH_PATH}`,
        accept: 'readWrite',
        protocol: window.location.protocol === 'https:' ? 'https' : 'http',
      },
    ],
    // One host and nothing to fail over to, so a timeout only turns a slow answer into an error.
    // In the browser the connect timeout lasts until the response headers, so it covers the search
    // itself (a phone on a slow network, a busy server); the default read timeout is 2 s.
    timeouts: { connect: 5000, read: 10000, write: 30000 },
  });
}

/** Hosted Algolia answers from the application's DSN and its fallback hosts on these domains. */
const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com'];

/**
 * Origins the browser's search client may connect to besides the site itself: none for the
 * embedded engine, which answers on the site's own origin; the configured host when one
 * stands in for Algolia's.
 */
export function getBrowserSearchOrigins(): string[] {
  const { algolia } = publicConfig;
  if (!algolia) return [];
  return algolia.host ? [`${algolia.host.protocol}://${algolia.host.url}`] : ALGOLIA_ORIGINS;
}
