import 'server-only';
import type { NewsSummary, NewsType } from '@/lib/content/news-types';
import {
  INDEX_NAMES,
  NEWS_CATEGORY_FACET_LIMIT,
  NEWS_HITS_PER_PAGE,
  hitsResult,
  searchCachedOne,
  searchService,
  type ServerSearchRequest,
} from '@/lib/search/server';
import type { NewsRecord } from './news-record';
import { NEWS_CARD_ATTRIBUTES, toNewsSummary } from './news-hit';
import { NEWS_CATEGORY_ATTRIBUTE, toNewsSearchParams, type NewsRouteState } from './news-url-state';

export interface NewsListResults {
  items: NewsSummary[];
  total: number;
  totalPages: number;
  /** Every category of the list with its count for the typed text, whatever is ticked (an OR filter). */
  categories: Array<{ value: string; count: number }>;
}

/** A category as a facet filter; a leading dash is escaped so that it is not read as a negation. */
const categoryFilter = (value: string) => `${NEWS_CATEGORY_ATTRIBUTE}:${value.replace(/^-/, '\\-')}`;

function listRequest(type: NewsType, route: NewsRouteState, hitsPerPage: number): ServerSearchRequest {
  return {
    indexName: INDEX_NAMES.news,
    params: {
      query: route.query,
      filters: `type:${type}`,
      hitsPerPage,
      page: route.page - 1,
      facets: [NEWS_CATEGORY_ATTRIBUTE],
      maxValuesPerFacet: NEWS_CATEGORY_FACET_LIMIT,
      attributesToRetrieve: [...NEWS_CARD_ATTRIBUTES],
      attributesToHighlight: [],
    },
  };
}

/**
 * The queries of one page of a list: with categories ticked, the cards' query filters on them and
 * a second one, without them, counts every category, so that the others can still be added.
 */
function listRequests(type: NewsType, route: NewsRouteState): ServerSearchRequest[] {
  const cards = listRequest(type, route, NEWS_HITS_PER_PAGE);
  if (route.category.length === 0) return [cards];
  return [
    { ...cards, params: { ...cards.params, facetFilters: [route.category.map(categoryFilter)] } },
    listRequest(type, { ...route, page: 1 }, 0),
  ];
}

/**
 * The answer with the cards and the one with the category counts. The list without a search is
 * read through the data cache (every visitor asks for it); a search is asked of the service each
 * time its document is rendered, and is kept only as that document.
 */
async function readList(type: NewsType, route: NewsRouteState) {
  if (toNewsSearchParams(route).toString() === '') {
    const list = await searchCachedOne<NewsRecord>(listRequest(type, route, NEWS_HITS_PER_PAGE));
    return { cards: list, counted: list };
  }
  const { results } = await searchService<NewsRecord>(listRequests(type, route));
  const cards = hitsResult<NewsRecord>(results[0], INDEX_NAMES.news);
  return {
    cards,
    counted: results.length > 1 ? hitsResult<NewsRecord>(results[1], INDEX_NAMES.news) : cards,
  };
}

/** One page of a news list for the search in its URL, as the list page shows it. An outage throws. */
export async function getNewsListResults(type: NewsType, route: NewsRouteState): Promise<NewsListResults> {
  const { cards, counted } = await readList(type, route);
  // A Map: a category is whatever the URL says, `constructor` and `__proto__` included.
  const counts = new Map(Object.entries(counted.facets?.[NEWS_CATEGORY_ATTRIBUTE] ?? {}));
  // A ticked category the text no longer finds stays listed, so that it can be unticked.
  for (const value of route.category) if (!counts.has(value)) counts.set(value, 0);
  return {
    items: cards.hits.map(toNewsSummary),
    total: cards.nbHits ?? 0,
    totalPages: cards.nbPages ?? 0,
    categories: [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  };
}
