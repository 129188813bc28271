import 'server-only';
import { createInProcessRequester, createSearchEngine, type SearchEngine } from '../engine';
import { buildEmbeddedIndices } from './indices';
import { EMBEDDED_REQUESTER_KEY, type EmbeddedRequesterHolder } from './requester';

const globalForSearch = globalThis as typeof globalThis &
  EmbeddedRequesterHolder & { __searchEngine?: SearchEngine };

/**
 * The embedded search engine, built once per process. It lives on `globalThis` because route
 * handlers, server rendering and instrumentation are separate bundles with separate module
 * state; the in-process requester is published there too, for the search client factory.
 */
export function getEmbeddedSearchEngine(): SearchEngine {
  if (!globalForSearch.__searchEngine) {
    const engine = createSearchEngine(buildEmbeddedIndices());
    globalForSearch.__searchEngine = engine;
    globalForSearch[EMBEDDED_REQUESTER_KEY] = createInProcessRequester(engine);
  }
  return globalForSearch.__searchEngine;
}
