'use client';

import { useHits, useInstantSearch } from 'react-instantsearch';
import { buttonClassName } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { toNewsSummary } from '@/lib/news/news-hit';
import type { NewsRecord } from '@/lib/search/news-record';
import { NewsGrid } from './news-grid';
import { NewsResetLink } from './news-reset-link';
import styles from '@/components/search/search-results.module.css';

export interface NewsResultsProps {
  basePath: string;
}

const CARDS_PER_ROW = 3;

/** The cards of a news list, or why there are none: no match, or the search service failing. */
export function NewsResults({ basePath }: NewsResultsProps) {
  const { items, results } = useHits<NewsRecord & Record<string, unknown>>();
  const { status, error, indexUiState } = useInstantSearch({ catchError: true });
  // As in SearchResults: connector results carry the server-rendered results through hydration.
  const ready = Boolean(results && !results.__isArtificial && indexUiState);

  if (error) {
    return (
      <div className={styles.message} role="alert" data-search-ready={ready} data-search-status="error">
        <h2 className={styles.messageTitle}>Articles are temporarily unavailable</h2>
        <p>We could not reach our article search just now. Please try again in a moment.</p>
      </div>
    );
  }

  return (
    <div
      className={styles.results}
      aria-busy={status === 'stalled'}
      data-search-ready={ready}
      data-search-status={status}
    >
      {status === 'stalled' && (
        <div className={styles.stalled}>
          <Spinner label="Updating results" />
        </div>
      )}
      {results && items.length === 0 && status !== 'stalled' ? (
        <div className={styles.message}>
          <h2 className={styles.messageTitle}>No articles match your search</h2>
          <p>Try other words, or fewer categories.</p>
          <NewsResetLink href={basePath} className={buttonClassName('secondary')} />
        </div>
      ) : (
        <NewsGrid label="Articles" items={items.map(toNewsSummary)} priorityCount={CARDS_PER_ROW} />
      )}
    </div>
  );
}
