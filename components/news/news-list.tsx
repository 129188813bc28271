import { IncompleteRender } from '@/components/layout/incomplete-render';
import { ResultCountText } from '@/components/search/result-count-text';
import { Pagination } from '@/components/ui/pagination';
import type { NewsType } from '@/lib/content/news-types';
import { getNewsListFirstPage } from '@/lib/news/news-list';
import { DEFERRED, isBackendUnavailable, loadOrDefer } from '@/lib/rendering/incomplete-render';
import { NEWS_SECTIONS } from '@/lib/news/news-sections';
import { NewsGrid } from './news-grid';
import { NewsSearchForm } from './news-search-form';
import resultsStyles from '@/components/search-island/results-frame.module.css';
import styles from './news-search.module.css';

export interface NewsListProps {
  type: NewsType;
}

const CARDS_PER_ROW = 3;

/**
 * The first page of a news list, rendered on the server and cached: the search form, the count,
 * the cards and links to the following pages. A search or another page is its own URL, which
 * renders the list's search island (app/(site)/media/search/[section]).
 */
export async function NewsList({ type }: NewsListProps) {
  const { path } = NEWS_SECTIONS[type];
  const list = await loadOrDefer(path, () => getNewsListFirstPage(type)).catch((error: unknown) => {
    if (isBackendUnavailable(error)) return null;
    throw error;
  });
  if (list === null || list === DEFERRED) {
    return (
      <div className={resultsStyles.message} role="alert">
        <IncompleteRender reason="article search unavailable" />
        <h2 className={resultsStyles.messageTitle}>Articles are temporarily unavailable</h2>
        <p>We could not reach our article search just now. Please try again in a moment.</p>
      </div>
    );
  }
  return (
    <>
      <NewsSearchForm basePath={path} categories={list.categories} />
      <div className={styles.count}>
        <ResultCountText count={list.total} />
      </div>
      <div className={resultsStyles.results}>
        <NewsGrid label="Articles" items={list.items} priorityCount={CARDS_PER_ROW} />
      </div>
      <Pagination
        currentPage={1}
        totalPages={list.totalPages}
        createHref={(page) => `${path}?page=${page}`}
      />
    </>
  );
}
