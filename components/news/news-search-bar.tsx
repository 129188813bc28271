import { NewsCategoryFilter } from './news-category-filter';
import { SearchQueryBox } from '@/components/search/search-query-box';
import { NewsResetLink } from './news-reset-link';
import styles from './news-search-bar.module.css';

export interface NewsSearchBarProps {
  basePath: string;
}

/** SPEC §2 news search bar. No widget hook here: its children must all register before the first search. */
export function NewsSearchBar({ basePath }: NewsSearchBarProps) {
  return (
    <div className={styles.bar}>
      <SearchQueryBox id="news-query" label="Search by text" placeholder="eg: Finance" />
      <div className={styles.category}>
        <NewsCategoryFilter />
      </div>
      <NewsResetLink href={basePath} className={styles.reset} />
    </div>
  );
}
