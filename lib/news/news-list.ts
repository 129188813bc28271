import 'server-only';
import { cache } from 'react';
import type { NewsSummary, NewsType } from '@/lib/content/news-types';
import {
  INDEX_NAMES,
  NEWS_CATEGORY_FACET_LIMIT,
  NEWS_HITS_PER_PAGE,
  searchCachedOne,
} from '@/lib/search/server';
import type { NewsRecord } from './news-record';
import { toNewsSummary } from './news-hit';
import { NEWS_CATEGORY_ATTRIBUTE } from './news-url-state';

export interface NewsListFirstPage {
  items: NewsSummary[];
  total: number;
  totalPages: number;
  categories: Array<{ value: string; count: number }>;
}

/**
 * The first page of a news list with no search, as the list's search island asks for it: what the
 * cached list page shows. A search outage throws.
 */
export const getNewsListFirstPage = cache(async (type: NewsType): Promise<NewsListFirstPage> => {
  const result = await searchCachedOne<NewsRecord>({
    indexName: INDEX_NAMES.news,
    params: {
      query: '',
      filters: `type:${type}`,
      hitsPerPage: NEWS_HITS_PER_PAGE,
      page: 0,
      facets: [NEWS_CATEGORY_ATTRIBUTE],
      maxValuesPerFacet: NEWS_CATEGORY_FACET_LIMIT,
      attributesToHighlight: [],
    },
  });
  const counts = result.facets?.[NEWS_CATEGORY_ATTRIBUTE] ?? {};
  return {
    items: result.hits.map(toNewsSummary),
    total: result.nbHits ?? 0,
    totalPages: result.nbPages ?? 0,
    categories: Object.entries(counts)
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  };
});
