'use client';

import { DEAL_OPTIONS, type DealParam } from '@/lib/search/search-state';
import type { PropertyIndexNames } from '@/lib/search/ui-state';
import { useDealAndSort } from './use-deal-and-sort';
import styles from './deal-type-tabs.module.css';

export interface DealTypeTabsProps {
  indices: PropertyIndexNames;
  /** Properties available per deal type (page props, SPEC §3). */
  counts: Record<DealParam, number>;
}

/** The deal type selects the index; choosing one first resets the search to its defaults (SPEC §4). */
export function DealTypeTabs({ indices, counts }: DealTypeTabsProps) {
  const deal = useDealAndSort(indices);
  return (
    <fieldset className={styles.tabs}>
      <legend className="visually-hidden">Deal type</legend>
      {DEAL_OPTIONS.map((option) => {
        const checked = option.value === deal.dealType;
        return (
          <label key={option.value} className={`${styles.tab} ${checked ? styles.active : ''}`}>
            <input
              type="radio"
              name="deal"
              value={option.value}
              checked={checked}
              onChange={() => deal.chooseDeal(option.value)}
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
