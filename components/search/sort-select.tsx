'use client';

import { useId, useState } from 'react';
import { useAfterNextPaint } from '@/components/ui/after-next-paint';
import { isSortOrder, type PropertyIndexNames, SORT_LABELS, SORT_ORDERS, type SortOrder } from '@/lib/search';
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
  /** The order as the visitor chose it, shown until the search has it. */
  const [chosen, setChosen] = useState<SortOrder | null>(null);
  const afterPaint = useAfterNextPaint();

  // As a filter's tick: the select shows the choice in the change's own frame, and the search, which
  // renders every widget, follows once that frame is out (docs/decisions/tick-before-search.md).
  function choose(sort: SortOrder) {
    setChosen(sort);
    afterPaint(() => {
      deal.chooseSort(sort);
      setChosen((shown) => (shown === sort ? null : shown));
    });
  }

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
        value={chosen ?? deal.sort}
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (isSortOrder(value)) choose(value);
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
