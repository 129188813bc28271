'use client';

import { useId } from 'react';
import { isSortOrder, type PropertyIndexNames, SORT_LABELS, SORT_ORDERS } from '@/lib/search';
import { useDealAndSort } from './use-deal-and-sort';
import styles from './sort-select.module.css';

export interface SortSelectProps {
  indices: PropertyIndexNames;
  /** The search form it belongs to (it sits apart from it): Apply carries the order too. */
  form: string;
}

/** The order of the results: relevance, price either way, largest GLA, newest listing. */
export function SortSelect({ indices, form }: SortSelectProps) {
  const id = useId();
  const deal = useDealAndSort(indices);
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        form={form}
        className={styles.select}
        value={deal.sort}
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (isSortOrder(value)) deal.chooseSort(value);
        }}
      >
        {SORT_ORDERS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
