import 'server-only';
import type { PropertyImage } from '@/lib/listings/property';
import type { IndexedPropertyRecord } from '@/lib/listings/wire-types';
import { SearchError } from '../errors';
import { HITS_PER_PAGE, INDEX_NAMES, PROPERTY_ATTRIBUTES as A } from '../indices';
import type { SearchState } from '../state/search-state';
import { getServerSearchClient } from '../server-client';
import { sortedIndexName } from '../state/sort';
import { buildSearchStateQuery } from '../state/state-query';
import { dealIndexName } from '../state/ui-state';

/**
 * What a shared link's preview says of a list of results: how many properties, the lowest price
 * among their priced units, and a photo of the first result. Read straight from the search service,
 * not through the data cache: search states are endless, and the pages and preview images that use
 * this are themselves kept within the bound of search pages.
 */

export interface ResultsSummary {
  /** Properties (one card each). */
  count: number;
  /** The lowest gross price of a matching unit with a price; null when all are POA. */
  fromPrice: number | null;
  /** The first photo of the first card; null without one. */
  photo: PropertyImage | null;
}

export interface ResultsSummaryRequest {
  /** The deal's primary index, whose records the price is read from. */
  indexName: string;
  /** The index the cards are listed from (a sort replica, or the primary). */
  cardsIndexName: string;
  params: Record<string, unknown> & { numericFilters?: string[] };
  /** 0-based page of cards whose first card gives the photo. */
  page: number;
}

type SummaryHit = Pick<IndexedPropertyRecord, 'objectID' | 'property_images' | 'property_name' | 'suburb'>;

interface StatsAnswer {
  nbHits?: number;
  hits?: SummaryHit[];
  facets_stats?: Record<string, { min: number; max: number }>;
}

export async function summarizeResults(request: ResultsSummaryRequest): Promise<ResultsSummary> {
  const { indexName, cardsIndexName, params, page } = request;
  const cards = {
    indexName: cardsIndexName,
    params: {
      ...params,
      distinct: true,
      hitsPerPage: HITS_PER_PAGE,
      page,
      attributesToRetrieve: ['property_images', 'property_name', 'suburb'],
      attributesToHighlight: [],
      analytics: false,
    },
  };
  const prices = {
    indexName,
    params: {
      ...params,
      distinct: false,
      hitsPerPage: 0,
      facets: [A.grossPrice],
      numericFilters: [...(params.numericFilters ?? []), `${A.grossPrice}>0`],
      analytics: false,
    },
  };
  let results: unknown;
  try {
    ({ results } = await getServerSearchClient().search<SummaryHit>([cards, prices]));
  } catch (error) {
    throw new SearchError('unavailable', 'The search service could not be reached.', { cause: error });
  }
  const [listed, priced] = Array.isArray(results) ? (results as StatsAnswer[]) : [];
  if (!listed || !Array.isArray(listed.hits) || !priced) {
    throw new SearchError('unavailable', 'The search service answered without results.');
  }
  const first = listed.hits[0];
  const image = first?.property_images[0];
  const min = priced.facets_stats?.[A.grossPrice]?.min;
  return {
    count: listed.nbHits ?? listed.hits.length,
    fromPrice: typeof min === 'number' && min > 0 ? min : null,
    photo:
      first && image
        ? { src: image.image_path_url, alt: `${first.property_name}, ${first.suburb}`, type: image.type }
        : null,
  };
}

/** The summary of a /search state: its count, lowest price and the first card of its page. */
export function summarizeSearch(state: SearchState): Promise<ResultsSummary> {
  const indexName = dealIndexName(state.dealType, INDEX_NAMES);
  return summarizeResults({
    indexName,
    cardsIndexName: sortedIndexName(indexName, state.sort),
    params: { ...buildSearchStateQuery(state) },
    page: Math.max(0, Number(state.page) - 1),
  });
}
