import 'server-only';
import { getDataDirectory } from '@/lib/data-dir';
import { createInProcessRequester, type SearchEngine } from './engine';
import { getSearchIndexSpecs } from '@/lib/search/index-settings';
import { EmbeddedSearch } from './embedded-search';
import { sampleListingsByIndex } from './indices';
import { EMBEDDED_REQUESTER_KEY, type EmbeddedRequesterHolder } from '@/lib/search/client';

const globalForSearch = globalThis as typeof globalThis &
  EmbeddedRequesterHolder & { __embeddedSearch?: EmbeddedSearch };

/**
 * The embedded search service, built once per process from the settings in code, the sample
 * listings and the data folder's listing journal. It lives on `globalThis` because route handlers,
 * server rendering and instrumentation are separate bundles with separate module state; the
 * in-process requester is published there too, for the search client factory.
 */
export function getEmbeddedSearch(): EmbeddedSearch {
  if (!globalForSearch.__embeddedSearch) {
    const search = new EmbeddedSearch({
      directory: getDataDirectory(),
      sample: sampleListingsByIndex(),
      specs: getSearchIndexSpecs(),
    });
    globalForSearch.__embeddedSearch = search;
    globalForSearch[EMBEDDED_REQUESTER_KEY] = createInProcessRequester(search.engine);
  }
  return globalForSearch.__embeddedSearch;
}

export function getEmbeddedSearchEngine(): SearchEngine {
  return getEmbeddedSearch().engine;
}
