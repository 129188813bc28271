import 'server-only';
import { formatPrice } from '@/lib/format/price';
import { toPropertySummary } from '@/lib/listings/property';
import type { IndexedPropertyRecord } from '@/lib/listings/wire-types';
import { INDEX_NAMES } from '@/lib/search/indices';
import { getServerSearchClient } from '@/lib/search/server-client';
import type { SearchState } from '@/lib/search/state/search-state';
import { sortedIndexName } from '@/lib/search/state/sort';
import { dealIndexName } from '@/lib/search/state/ui-state';
import { buildSearchStateQuery } from '@/lib/search/state/state-query';
import type { DigestCard } from './digest-card';
import { absoluteUrl } from './alert-links';
import type { DigestContent } from './mail/alert-emails';
import { knownValuesRequest, toKnownValues } from './read-known-values';

/** Cards in one digest; "See all N results" leads to the rest. */
export const DIGEST_CARD_LIMIT = 10;
const IMAGE_WIDTH = 320;

/**
 * The saved search as the search page sends it (one card per property, cards describing the
 * matching units, the excluded contact left out), newest first.
 */
function buildSavedSearchRequest(state: SearchState) {
  return {
    indexName: sortedIndexName(dealIndexName(state.dealType, INDEX_NAMES), 'newest'),
    params: {
      ...buildSearchStateQuery(state),
      distinct: true,
      hitsPerPage: DIGEST_CARD_LIMIT,
      attributesToHighlight: [],
    },
  };
}

function toCard(hit: IndexedPropertyRecord): DigestCard {
  const summary = toPropertySummary(hit);
  const image = summary.images[0];
  return {
    key: summary.objectID,
    name: summary.name,
    place: `${summary.category} · ${summary.suburb}, ${summary.city}`,
    price: formatPrice({
      deal: summary.dealType,
      grossPrice: summary.grossPrice,
      unitCount: summary.unitCount,
    }),
    url: absoluteUrl(summary.href),
    imageUrl: image
      ? absoluteUrl(`${image.src}${image.src.includes('?') ? '&' : '?'}w=${IMAGE_WIDTH}`)
      : null,
    imageAlt: image?.alt ?? '',
  };
}

/**
 * The digest of one alert, through the site's own search client, with the count of the whole saved
 * search (what its "See all" link shows) and the filter values the index knows (what the e-mail may
 * name) in the same request; a failure rejects (the run skips the alert).
 */
export async function searchDigest(state: SearchState, sinceMs: number): Promise<DigestContent> {
  const saved = buildSavedSearchRequest(state);
  // The records that appeared or changed at or after the last digest.
  const since = `updated_timestamp>=${Math.floor(sinceMs / 1000)}`;
  const request = {
    ...saved,
    params: { ...saved.params, numericFilters: [...saved.params.numericFilters, since] },
  };
  const whole = { ...saved, params: { ...saved.params, hitsPerPage: 0 } };
  const { results } = await getServerSearchClient().search<IndexedPropertyRecord>([
    request,
    whole,
    knownValuesRequest(state.dealType),
  ]);
  const [changed, all, vocabulary] = results;
  if (!changed || !('hits' in changed) || !all || !('nbHits' in all)) {
    throw new Error('The search service answered without hits.');
  }
  const total = changed.nbHits ?? changed.hits.length;
  return {
    cards: changed.hits.map(toCard),
    total,
    searchTotal: Math.max(total, all.nbHits ?? 0),
    known: toKnownValues(vocabulary),
  };
}

/** Records read from the top of each index's newest-first order: ISO times of other offsets can rank a little out of order. */
const NEWEST_SAMPLE = 20;

/**
 * When a listing last appeared or changed in either deal's index, in ms (to the second): what an
 * instant run compares each alert's watermark with before it searches for the alert.
 */
export async function findNewestListingChange(): Promise<number> {
  const request = (primary: string) => ({
    indexName: sortedIndexName(primary, 'newest'),
    params: {
      query: '',
      hitsPerPage: NEWEST_SAMPLE,
      attributesToRetrieve: ['updated_timestamp'],
      attributesToHighlight: [],
    },
  });
  const { results } = await getServerSearchClient().search<Pick<IndexedPropertyRecord, 'updated_timestamp'>>([
    request(INDEX_NAMES.rent),
    request(INDEX_NAMES.buy),
  ]);
  let newest = 0;
  for (const result of results) {
    if (!('hits' in result)) throw new Error('The search service answered without hits.');
    for (const hit of result.hits) newest = Math.max(newest, hit.updated_timestamp ?? 0);
  }
  return newest * 1000;
}
