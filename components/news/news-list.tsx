import { IncompleteRender } from '@/components/layout/incomplete-render';
import { UnsetFieldsDropped } from '@/components/ui/unset-fields-dropped';
import { ResultCountText } from '@/components/search/result-count-text';
import { buttonClassName } from '@/components/ui/button-styles';
import { Pagination } from '@/components/ui/pagination';
import type { NewsType } from '@/lib/content/news-types';
import { getNewsListResults } from '@/lib/news/news-list';
import { DEFERRED, isBackendUnavailable, loadOrDefer } from '@/lib/rendering/incomplete-render';
import { NEWS_SECTIONS } from '@/lib/news/news-sections';
import { newsListHref, NO_NEWS_SEARCH, type NewsRouteState } from '@/lib/news/news-url-state';
import { NewsGrid } from './news-grid';
import { NewsSearchForm } from './news-search-form';
import resultsStyles from '@/components/search-island/results-frame.module.css';
import styles from './news-search.module.css';

export interface NewsListProps {
  type: NewsType;
  /** The search in the URL; none for the list's own page. */
  route?: NewsRouteState;
}

const CARDS_PER_ROW = 3;

interface NoArticlesProps {
  totalPages: number;
  resetHref: string;
  firstPageHref: string;
}

/** Why a page of the list has no cards: nothing matches, or the page is past the search's last. */
function NoArticles({ totalPages, resetHref, firstPageHref }: NoArticlesProps) {
  if (totalPages > 0) {
    return (
      <div className={resultsStyles.message}>
        <h2 className={resultsStyles.messageTitle}>There are no articles on this page</h2>
        <p>This search has {totalPages === 1 ? 'one page' : `${totalPages} pages`}.</p>
        <a href={firstPageHref} className={buttonClassName('secondary')}>
          First page
        </a>
      </div>
    );
  }
  return (
    <div className={resultsStyles.message}>
      <h2 className={resultsStyles.messageTitle}>No articles match your search</h2>
      <p>Try other words, or fewer categories.</p>
      <a href={resetHref} className={buttonClassName('secondary')}>
        Reset
      </a>
    </div>
  );
}

/**
 * A page of a news list, whole in the server's HTML: the search form, the count, the cards and
 * links to the other pages. Each search is its own document (cached as the proxy keys it,
 * lib/news/news-search-document.ts): the form and the page links lead there, so nothing here
 * hydrates but the form.
 */
export async function NewsList({ type, route = NO_NEWS_SEARCH }: NewsListProps) {
  const { path } = NEWS_SECTIONS[type];
  const list = await loadOrDefer(path, () => getNewsListResults(type, route)).catch((error: unknown) => {
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
  const hrefOfPage = (page: number) => newsListHref(path, { ...route, page });
  return (
    <>
      <UnsetFieldsDropped />
      <NewsSearchForm
        basePath={path}
        categories={list.categories}
        query={route.query}
        selected={route.category}
      />
      <div className={styles.count}>
        <ResultCountText count={list.total} />
      </div>
      <div className={resultsStyles.results}>
        {list.items.length > 0 ? (
          <NewsGrid label="Articles" items={list.items} priorityCount={CARDS_PER_ROW} />
        ) : (
          <NoArticles totalPages={list.totalPages} resetHref={path} firstPageHref={hrefOfPage(1)} />
        )}
      </div>
      <Pagination currentPage={route.page} totalPages={list.totalPages} createHref={hrefOfPage} />
    </>
  );
}
