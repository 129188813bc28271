'use client';

import { useSetIndexUiState } from '@/components/search-island/use-set-index-ui-state';
import { buttonClassName } from '@/components/ui/button-styles';
import { isPlainClick } from '@/components/ui/plain-click';
import { dealLabel, otherDeal } from '@/lib/deal';
import type { PropertyIndexNames } from '@/lib/search';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';
import { buildSearchHref } from '@/lib/search/state/url-state';
import { useDealAndSort } from './use-deal-and-sort';
import styles from '@/components/search-island/results-frame.module.css';

/**
 * No hits: say so and offer the ways out: fewer filters, or the other deal type. Both are links to
 * those searches, which a click follows in place once the page is hydrated.
 */
export function SearchEmptyState({ indices }: { indices: PropertyIndexNames }) {
  const setIndexUiState = useSetIndexUiState();
  const deal = useDealAndSort(indices);
  const other = otherDeal(deal.dealType);
  return (
    <div className={styles.message}>
      <h2 className={styles.messageTitle}>No properties match your search</h2>
      <p>Try fewer filters, a wider price or size range, or a nearby suburb.</p>
      <div className={styles.actions}>
        <a
          href={buildSearchHref({ ...DEFAULT_SEARCH_STATE, dealType: deal.dealType, sort: deal.sort })}
          className={buttonClassName('secondary')}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setIndexUiState((state) => (state.sortBy ? { sortBy: state.sortBy } : {}));
          }}
        >
          Clear all filters
        </a>
        <a
          href={buildSearchHref({ ...DEFAULT_SEARCH_STATE, dealType: other })}
          className={buttonClassName('secondary')}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            deal.chooseDeal(other);
          }}
        >
          {`Show properties ${dealLabel(other).toLowerCase()}`}
        </a>
      </div>
    </div>
  );
}
