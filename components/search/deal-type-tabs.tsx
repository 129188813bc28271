'use client';

import { useInstantSearch, useSortBy } from 'react-instantsearch';
import { DEAL_OPTIONS, type DealParam } from '@/lib/search/search-state';
import styles from './deal-type-tabs.module.css';

export interface DealTypeTabsProps {
  indices: { rent: string; buy: string };
  /** Properties available per deal type (page props, SPEC §3). */
  counts: Record<DealParam, number>;
}

/** The deal type selects the index; choosing one first resets the search to its defaults (SPEC §4). */
export function DealTypeTabs({ indices, counts }: DealTypeTabsProps) {
  const indexOf = (deal: DealParam) => (deal === 'ForSale' ? indices.buy : indices.rent);
  const { currentRefinement } = useSortBy({
    items: DEAL_OPTIONS.map((option) => ({ label: option.label, value: indexOf(option.value) })),
  });
  const { setIndexUiState } = useInstantSearch();

  function choose(deal: DealParam) {
    const index = indexOf(deal);
    if (index === currentRefinement) return;
    setIndexUiState(() => (deal === 'ForSale' ? { sortBy: index } : {}));
  }

  return (
    <fieldset className={styles.tabs}>
      <legend className="visually-hidden">Deal type</legend>
      {DEAL_OPTIONS.map((option) => {
        const checked = indexOf(option.value) === currentRefinement;
        return (
          <label key={option.value} className={`${styles.tab} ${checked ? styles.active : ''}`}>
            <input
              type="radio"
              name="deal"
              value={option.value}
              checked={checked}
              onChange={() => choose(option.value)}
              className={styles.radio}
            />
            <span>{option.label}</span>
            <span className={styles.count}>{counts[option.value].toLocaleString('en-ZA')}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
