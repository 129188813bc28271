'use client';

import { DEAL_TYPES, dealLabel, dealParam, type DealType } from '@/lib/deal';
import type { PropertyIndexNames } from '@/lib/search';
import { useDealAndSort } from './use-deal-and-sort';
import styles from './deal-type-tabs.module.css';

export interface DealTypeTabsProps {
  indices: PropertyIndexNames;
  /** Properties available per deal type (page props, SPEC §3). */
  counts: Record<DealType, number>;
}

/** The deal type selects the index; choosing one first resets the search to its defaults (SPEC §4). */
export function DealTypeTabs({ indices, counts }: DealTypeTabsProps) {
  const deal = useDealAndSort(indices);
  return (
    <fieldset className={styles.tabs}>
      <legend className="visually-hidden">Deal type</legend>
      {DEAL_TYPES.map((dealType) => {
        const checked = dealType === deal.dealType;
        return (
          <label key={dealType} className={`${styles.tab} ${checked ? styles.active : ''}`}>
            <input
              type="radio"
              name="deal"
              value={dealParam(dealType)}
              checked={checked}
              onChange={() => deal.chooseDeal(dealType)}
              className={styles.radio}
            />
            <span>{dealLabel(dealType)}</span>
            <span className={styles.count}>{counts[dealType].toLocaleString('en-ZA')}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
