'use client';

import { useMemo } from 'react';
import { Configure } from 'react-instantsearch';
import { IslandPagination } from '@/components/search-island/island-pagination';
import { IslandResultCount } from '@/components/search-island/island-result-count';
import { createIslandRouting } from '@/components/search-island/island-routing';
import { SearchIsland } from '@/components/search-island/search-island';
import type { NewsType } from '@/lib/content/news-types';
import { INDEX_NAMES, NEWS_HITS_PER_PAGE } from '@/lib/search';
import { NEWS_CARD_ATTRIBUTES } from '@/lib/news/news-hit';
import {
  newsRouteToUiState,
  parseNewsParams,
  toNewsSearchParams,
  uiStateToNewsRoute,
  type NewsRouteState,
} from '@/lib/news/news-url-state';
import { NewsResults } from './news-results';
import { NewsSearchBar } from './news-search-bar';
import styles from './news-search.module.css';

export interface NewsSearchProps {
  type: NewsType;
  /** The list page's own path, where Reset leads. */
  basePath: string;
  /** The search the server renders (lib/news/news-search-document.ts). */
  route: NewsRouteState;
}

const CARD_ATTRIBUTES = [...NEWS_CARD_ATTRIBUTES];

/** `query`, repeated `category` and a 1-based `page`, through the parser the server uses. */
const ROUTE_CODEC = {
  parse: parseNewsParams,
  serialise: toNewsSearchParams,
  toIndexUiState: newsRouteToUiState,
  fromIndexUiState: uiStateToNewsRoute,
};

/**
 * The search island of a news list with a search in its URL, rendered for one search: the cached
 * document of that search is served to every spelling of it. Widgets are siblings: see
 * PropertySearchLayout.
 */
export function NewsSearch({ type, basePath, route }: NewsSearchProps) {
  const routing = useMemo(
    () => createIslandRouting(INDEX_NAMES.news, ROUTE_CODEC, { path: basePath, route }),
    [basePath, route],
  );
  return (
    <SearchIsland indexName={INDEX_NAMES.news} routing={routing}>
      {/* The server's answer is written into the page for hydration: only what the cards show. */}
      <Configure
        hitsPerPage={NEWS_HITS_PER_PAGE}
        filters={`type:${type}`}
        attributesToRetrieve={CARD_ATTRIBUTES}
        attributesToHighlight={[]}
      />
      <NewsSearchBar basePath={basePath} />
      <div className={styles.count}>
        <IslandResultCount />
      </div>
      <NewsResults basePath={basePath} />
      <IslandPagination />
    </SearchIsland>
  );
}
