'use client';

import { useInstantSearch } from 'react-instantsearch';
import styles from './search-results.module.css';

/** No hits: say so and offer the way out, keeping the chosen deal type. */
export function SearchEmptyState() {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  return (
    <div className={styles.message}>
      <h2 className={styles.messageTitle}>No properties match your search</h2>
      <p>Try fewer filters, a wider price or size range, or a nearby suburb.</p>
      <button
        type="button"
        className={styles.clear}
        onClick={() => setIndexUiState(indexUiState.sortBy ? { sortBy: indexUiState.sortBy } : {})}
      >
        Clear all filters
      </button>
    </div>
  );
}
