'use client';

import { useMemo } from 'react';
import { Configure } from 'react-instantsearch';
import { InstantSearchNext } from 'react-instantsearch-nextjs';
import { ResultCount } from '@/components/search/result-count';
import { SearchPagination } from '@/components/search/search-pagination';
import type { NewsType } from '@/lib/content/news-types';
import { createSearchClient } from '@/lib/search/client';
import { INDEX_NAMES, NEWS_HITS_PER_PAGE, SEARCH_STALLED_DELAY_MS } from '@/lib/search/indices';
import { NewsResults } from './news-results';
import { NewsSearchBar } from './news-search-bar';
import { createNewsRouting } from './news-routing';
import styles from './news-search.module.css';

export interface NewsSearchProps {
  type: NewsType;
  /** The list page's own path, where Reset leads. */
  basePath: string;
}

const ROUTING = createNewsRouting(INDEX_NAMES.news);

/** The one InstantSearch root of a news list page (STYLE §5). Widgets are siblings: see SearchResults. */
export function NewsSearch({ type, basePath }: NewsSearchProps) {
  const searchClient = useMemo(() => createSearchClient(), []);
  return (
    <InstantSearchNext
      searchClient={searchClient}
      indexName={INDEX_NAMES.news}
      routing={ROUTING}
      stalledSearchDelay={SEARCH_STALLED_DELAY_MS}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure hitsPerPage={NEWS_HITS_PER_PAGE} filters={`type:${type}`} />
      <NewsSearchBar basePath={basePath} />
      <div className={styles.count}>
        <ResultCount />
      </div>
      <NewsResults basePath={basePath} />
      <SearchPagination />
    </InstantSearchNext>
  );
}
