import 'server-only';
import { getEnquiryStoreDirectory } from '@/lib/content/embedded/enquiry-store';
import { createInProcessRequester, createSearchEngine, type SearchEngine } from '../engine';
import {
  buildEmbeddedIndices,
  buildPropertyIndex,
  sampleListingsByIndex,
  type PropertyListings,
} from './indices';
import { applyListingChanges, type Checked, type ListingChange } from './listing-changes';
import { appendJournalEntry, readJournal } from './listing-journal';
import { EMBEDDED_REQUESTER_KEY, type EmbeddedRequesterHolder } from './requester';

const globalForSearch = globalThis as typeof globalThis &
  EmbeddedRequesterHolder & { __searchEngine?: SearchEngine; __searchListings?: PropertyListings };

/** The sample listings with every change in the journal applied, in order. */
function loadListings(): PropertyListings {
  const listings = sampleListingsByIndex();
  for (const entry of readJournal(getEnquiryStoreDirectory())) {
    const records = listings.get(entry.index);
    const applied = records && applyListingChanges(records, entry.changes);
    if (applied?.ok) listings.set(entry.index, applied.value);
  }
  return listings;
}

/**
 * The embedded search engine, built once per process. It lives on `globalThis` because route
 * handlers, server rendering and instrumentation are separate bundles with separate module
 * state; the in-process requester is published there too, for the search client factory.
 */
export function getEmbeddedSearchEngine(): SearchEngine {
  if (!globalForSearch.__searchEngine) {
    const listings = loadListings();
    const engine = createSearchEngine(buildEmbeddedIndices({}, listings));
    globalForSearch.__searchListings = listings;
    globalForSearch.__searchEngine = engine;
    globalForSearch[EMBEDDED_REQUESTER_KEY] = createInProcessRequester(engine);
  }
  return globalForSearch.__searchEngine;
}

/**
 * Applies a listing sync's batch to a property index: checked whole, journalled, then the index
 * and its replicas rebuilt. The caller purges the pages built from listings.
 */
export function applyListingBatch(indexName: string, changes: ListingChange[]): Checked<number> {
  const engine = getEmbeddedSearchEngine();
  const listings = globalForSearch.__searchListings;
  const records = listings?.get(indexName);
  if (!listings || !records) return { ok: false, message: `Index ${indexName} takes no listing writes` };
  const applied = applyListingChanges(records, changes);
  if (!applied.ok) return applied;
  appendJournalEntry(getEnquiryStoreDirectory(), { index: indexName, changes });
  listings.set(indexName, applied.value);
  engine.replaceIndex(buildPropertyIndex(indexName, applied.value));
  return { ok: true, value: changes.length };
}
