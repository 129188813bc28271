'use client';

import { useInstantSearch } from 'react-instantsearch';
import { buttonClassName } from '@/components/ui/button-styles';
import { dealLabel, otherDeal } from '@/lib/deal';
import type { PropertyIndexNames } from '@/lib/search';
import { useDealAndSort } from './use-deal-and-sort';
import styles from '@/components/search-island/results-frame.module.css';

/** No hits: say so and offer the ways out: fewer filters, or the other deal type. */
export function SearchEmptyState({ indices }: { indices: PropertyIndexNames }) {
  const { setIndexUiState } = useInstantSearch();
  const deal = useDealAndSort(indices);
  const other = otherDeal(deal.dealType);
  return (
    <div className={styles.message}>
      <h2 className={styles.messageTitle}>No properties match your search</h2>
      <p>Try fewer filters, a wider price or size range, or a nearby suburb.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => setIndexUiState((state) => (state.sortBy ? { sortBy: state.sortBy } : {}))}
        >
          Clear all filters
        </button>
        <button type="button" className={buttonClassName('secondary')} onClick={() => deal.chooseDeal(other)}>
          {`Show properties ${dealLabel(other).toLowerCase()}`}
        </button>
      </div>
    </div>
  );
}
