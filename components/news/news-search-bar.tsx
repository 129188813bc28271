'use client';

import { IslandForm } from '@/components/search-island/island-form';
import { SearchQueryBox } from '@/components/search/search-query-box';
import { newsRouteToUiState, parseNewsParams } from '@/lib/news/news-url-state';
import { NewsCategoryFilter } from './news-category-filter';
import { NewsResetLink } from './news-reset-link';
import styles from './news-search-bar.module.css';

export interface NewsSearchBarProps {
  basePath: string;
}

const toIndexUiState = (params: URLSearchParams) => newsRouteToUiState(parseNewsParams(params));

/**
 * SPEC §2 news search bar: a GET form to the list's own path (Search submits the text and the
 * ticked categories before the scripts run). No widget hook here: its children must all register
 * before the first search.
 */
export function NewsSearchBar({ basePath }: NewsSearchBarProps) {
  return (
    <IslandForm
      action={basePath}
      label="Search articles"
      className={styles.bar}
      toIndexUiState={toIndexUiState}
    >
      <SearchQueryBox id="news-query" label="Search by text" placeholder="eg: Finance" />
      <div className={styles.category}>
        <NewsCategoryFilter />
      </div>
      <NewsResetLink href={basePath} className={styles.reset} />
    </IslandForm>
  );
}
