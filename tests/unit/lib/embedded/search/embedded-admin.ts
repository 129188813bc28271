import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { vi } from 'vitest';
import { createObservedRequester, type ObservedRequest } from '@/lib/search/admin/observed-requester';
import { handleIndexAdmin, isIndexAdminPath } from '@/lib/embedded/search/admin-routes';
import { EmbeddedSearch } from '@/lib/embedded/search/embedded-search';
import { sampleListingsByIndex } from '@/lib/embedded/search/indices';
import { getSearchIndexSpecs, type SearchIndexSpec } from '@/lib/search/index-settings';

/** The admin key the embedded engine of these tests checks (SEARCH_ADMIN_KEY). */
export const TEST_ADMIN_KEY = 'unit-test-search-admin-key-0123456789abcdef';

/** A small sample, quick to build: about 40 units to let and a few records for sale. */
export const SMALL_SAMPLE = sampleListingsByIndex({ rentUnits: 40 });

/** Listing records as the client's `objects`, which are plain JSON objects. */
export function asObjects(records: readonly object[]): Array<Record<string, unknown>> {
  return records as Array<Record<string, unknown>>;
}

export function freshStoreDirectory(): string {
  return mkdtempSync(path.join(tmpdir(), 'embedded-search-'));
}

/** Must run before the first request: the server config is read once. */
export function useTestAdminKey(): void {
  vi.stubEnv('SEARCH_ADMIN_KEY', TEST_ADMIN_KEY);
}

export function startEmbeddedSearch(
  directory: string,
  specs: readonly SearchIndexSpec[] = getSearchIndexSpecs(),
): EmbeddedSearch {
  return new EmbeddedSearch({ directory, sample: SMALL_SAMPLE, specs });
}

/**
 * The real algoliasearch admin client against an embedded service in this process: its requests go
 * through the same WHATWG handlers as the site's route, `/api/search/…`.
 */
export function adminClientOf(
  search: EmbeddedSearch,
  options: {
    key?: string;
    onRequest?: (request: ObservedRequest) => void;
    /** An answer of its own to a request (a failure), read before the engine's. */
    fault?: (request: Request) => Promise<Response | undefined>;
  } = {},
) {
  const answer = (request: Request) =>
    isIndexAdminPath(new URL(request.url).pathname)
      ? handleIndexAdmin(request, search, () => {})
      : search.engine.handleRequest(request);
  const handle = async (request: Request) => (await options.fault?.(request.clone())) ?? answer(request);
  return algoliasearch('embedded', options.key ?? TEST_ADMIN_KEY, {
    hosts: [{ url: 'embedded.test/api/search', protocol: 'http', accept: 'readWrite' }],
    requester: createObservedRequester({
      onRequest: options.onRequest,
      fetch: (input, init) => handle(new Request(input, init)),
    }),
  });
}
