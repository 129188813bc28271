import 'server-only';
import { algoliasearch } from 'algoliasearch';
import { publicConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/server-config';
import { EMBEDDED_SEARCH_PATH } from '../client';
import { getSearchAdminKey } from './admin-key';
import { createObservedRequester, type Requester } from './observed-requester';

export type { Requester };

export type SearchAdminClient = ReturnType<typeof algoliasearch>;

/** Which search service the commands talk to, in words for their output. */
export interface SearchServiceTarget {
  kind: 'hosted' | 'embedded';
  description: string;
}

// Imports send batches of about 3 MB and an embedded server may be busy rendering; Algolia's own
// answers come far sooner.
const TIMEOUTS = { connect: 5000, read: 60_000, write: 120_000 };

/**
 * The `algoliasearch` admin client of the search service the environment names, exactly as the
 * site picks its search client: hosted Algolia (NEXT_PUBLIC_ALGOLIA_APP_ID, its host when
 * NEXT_PUBLIC_ALGOLIA_HOST is set, ALGOLIA_ADMIN_KEY) or else the embedded engine of the site
 * running at NEXT_PUBLIC_SITE_URL, with its admin key.
 */
export function createSearchAdminClient(requester?: Requester): {
  client: SearchAdminClient;
  target: SearchServiceTarget;
} {
  // Over fetch, not the client's node requester: that one keeps its connect timeout running on a
  // reused keep-alive socket, so an answer slower than it (an embedded move under load) would fail
  // as "Connection timeout" although the server has done the work.
  const options = { timeouts: TIMEOUTS, requester: requester ?? createObservedRequester() };
  const hosted = publicConfig.algolia;
  if (hosted) {
    const adminKey = getServerConfig().algoliaAdminKey;
    if (!adminKey) {
      throw new Error(
        'ALGOLIA_ADMIN_KEY is not set: hosted Algolia (NEXT_PUBLIC_ALGOLIA_APP_ID) takes settings and records only with an admin key.',
      );
    }
    const hosts = hosted.host ? [{ ...hosted.host, accept: 'readWrite' as const }] : undefined;
    return {
      client: algoliasearch(hosted.appId, adminKey, { ...options, ...(hosts ? { hosts } : {}) }),
      target: { kind: 'hosted', description: `hosted Algolia, application ${hosted.appId}` },
    };
  }
  const site = new URL(publicConfig.siteUrl);
  const url = `${site.host}${EMBEDDED_SEARCH_PATH}`;
  return {
    client: algoliasearch('embedded', getSearchAdminKey(), {
      ...options,
      // A path prefix goes inside `url`; `port` would be appended after it.
      hosts: [{ url, protocol: site.protocol === 'https:' ? 'https' : 'http', accept: 'readWrite' }],
    }),
    target: { kind: 'embedded', description: `the embedded engine of the site at ${publicConfig.siteUrl}` },
  };
}
