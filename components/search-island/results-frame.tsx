'use client';

import type { ReactNode } from 'react';
import { useInstantSearch, type useHits } from 'react-instantsearch';
import { IncompleteRender } from '@/components/layout/incomplete-render';
import { useSearchUnavailable } from './search-unavailable';
import styles from './results-frame.module.css';

export interface ResultsFrameProps {
  /**
   * The island's main results, from a connector (`useHits`): those carry the server-rendered
   * answer through hydration, where useInstantSearch's are still artificial and would flash the
   * skeleton.
   */
  results: ReturnType<typeof useHits>['results'];
  /** What failed, as a heading: "Search is temporarily unavailable". */
  unavailableTitle: string;
  unavailableText: string;
  /** Shaped like the results, shown until the current state's first answer and while stalled. */
  skeleton: ReactNode;
  /** Shown only for an empty answer: why, and a way forward. */
  empty: ReactNode;
  children: ReactNode;
}

/**
 * The results area of a search island in its four states: unavailable, loading (no answer yet for
 * this state, or a search stalled past SPEC's 200 ms), empty, and results.
 */
export function ResultsFrame({
  results,
  unavailableTitle,
  unavailableText,
  skeleton,
  empty,
  children,
}: ResultsFrameProps) {
  const { status } = useInstantSearch({ catchError: true });
  const unavailable = useSearchUnavailable(results);
  // SPEC §3 algoliaReady: results for the current search state exist.
  const ready = Boolean(results && !results.__isArtificial);

  if (unavailable) {
    return (
      <div className={styles.message} role="alert" data-search-ready={ready} data-search-status="error">
        {/* A cached search page keeps its last complete version instead of this one. */}
        <IncompleteRender reason="search unavailable" />
        <h2 className={styles.messageTitle}>{unavailableTitle}</h2>
        <p>{unavailableText}</p>
      </div>
    );
  }

  const loading = !ready || status === 'stalled';
  return (
    <div className={styles.results} aria-busy={loading} data-search-ready={ready} data-search-status={status}>
      {loading ? skeleton : results?.nbHits === 0 ? empty : children}
    </div>
  );
}
