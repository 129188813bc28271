'use client';

import { useHits } from 'react-instantsearch';
import { ResultsFrame } from '@/components/search-island/results-frame';
import { buttonClassName } from '@/components/ui/button-styles';
import { SkeletonCards } from '@/components/ui/skeleton-cards';
import { toNewsSummary } from '@/lib/news/news-hit';
import { NEWS_HITS_PER_PAGE } from '@/lib/search';
import type { NewsRecord } from '@/lib/news/news-record';
import { NewsGrid } from './news-grid';
import { NewsResetLink } from './news-reset-link';
import styles from '@/components/search-island/results-frame.module.css';

export interface NewsResultsProps {
  basePath: string;
}

const CARDS_PER_ROW = 3;

/** The cards of a news list, or why there are none: no match, or the search service failing. */
export function NewsResults({ basePath }: NewsResultsProps) {
  const { items, results } = useHits<NewsRecord & Record<string, unknown>>();
  return (
    <ResultsFrame
      results={results}
      unavailableTitle="Articles are temporarily unavailable"
      unavailableText="We could not reach our article search just now. Please try again in a moment."
      skeleton={<SkeletonCards count={NEWS_HITS_PER_PAGE} />}
      empty={
        <div className={styles.message}>
          <h2 className={styles.messageTitle}>No articles match your search</h2>
          <p>Try other words, or fewer categories.</p>
          <NewsResetLink href={basePath} className={buttonClassName('secondary')} />
        </div>
      }
    >
      <NewsGrid label="Articles" items={items.map(toNewsSummary)} priorityCount={CARDS_PER_ROW} />
    </ResultsFrame>
  );
}
