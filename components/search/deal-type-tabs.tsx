'use client';

import { useInstantSearch } from 'react-instantsearch';
import { isPlainClick } from '@/components/ui/plain-click';
import { DEAL_TYPES, dealLabel, type DealType } from '@/lib/deal';
import { formatCount } from '@/lib/format/count';
import type { PropertyIndexNames } from '@/lib/search';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';
import type { PropertyIndexUiState } from '@/lib/search/state/ui-state';
import { buildSearchHref } from '@/lib/search/state/url-state';
import { useDealAndSort } from './use-deal-and-sort';
import styles from './deal-type-tabs.module.css';

export interface DealTypeTabsProps {
  indices: PropertyIndexNames;
  /** Properties available per deal type (page props, SPEC §3). */
  counts: Record<DealType, number>;
}

/**
 * The deal type selects the index; choosing one first resets the search to its defaults (SPEC §4).
 * Each is a link to that search, so it works before the page's scripts run; once hydrated, a click
 * changes the deal in place.
 */
export function DealTypeTabs({ indices, counts }: DealTypeTabsProps) {
  const deal = useDealAndSort(indices);
  const view = (useInstantSearch().indexUiState as PropertyIndexUiState).view ?? 'list';
  return (
    <div className={styles.tabs} role="group" aria-label="Deal type">
      {DEAL_TYPES.map((dealType) => {
        const current = dealType === deal.dealType;
        return (
          <a
            key={dealType}
            href={buildSearchHref({ ...DEFAULT_SEARCH_STATE, dealType, view })}
            className={`${styles.tab} ${current ? styles.active : ''}`}
            aria-current={current ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              deal.chooseDeal(dealType);
            }}
          >
            <span>{dealLabel(dealType)}</span>
            <span className={styles.count}>{formatCount(counts[dealType])}</span>
          </a>
        );
      })}
    </div>
  );
}
