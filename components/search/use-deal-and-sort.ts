'use client';

import { useMemo } from 'react';
import { useSortBy } from 'react-instantsearch';
import { useSetIndexUiState } from '@/components/search-island/use-set-index-ui-state';
import type { DealType } from '@/lib/deal';
import {
  changeUiState,
  dealIndexName,
  type PropertyIndexNames,
  readSortBy,
  type SearchState,
  SORT_LABELS,
  SORT_ORDERS,
  sortedIndexName,
  type SortOrder,
} from '@/lib/search';

export interface DealAndSort {
  dealType: DealType;
  sort: SortOrder;
  /** The deal's primary index, whatever the sort order. */
  primaryIndex: string;
  /** SPEC §4: choosing another deal type first resets the search to its defaults. */
  chooseDeal: (deal: DealType) => void;
  /**
   * A new order keeps the filters and goes back to page 1. Applied to the search's state as it is
   * then, so a choice applied a frame late still means what the visitor chose.
   */
  chooseSort: (sort: SortOrder) => void;
}

/** The deal type and sort order, which together name the index the property search reads. */
export function useDealAndSort(indices: PropertyIndexNames): DealAndSort {
  const items = useMemo(
    () =>
      [indices.rent, indices.buy].flatMap((primary) =>
        SORT_ORDERS.map((sort) => ({ label: SORT_LABELS[sort], value: sortedIndexName(primary, sort) })),
      ),
    [indices],
  );
  const { currentRefinement } = useSortBy({ items });
  const setIndexUiState = useSetIndexUiState();
  const { dealType, sort } = readSortBy(currentRefinement, indices);
  const change = (next: Partial<SearchState>) =>
    setIndexUiState((uiState) => changeUiState(uiState, next, indices));

  return {
    dealType,
    sort,
    primaryIndex: dealIndexName(dealType, indices),
    chooseDeal(deal) {
      if (deal !== dealType) change({ dealType: deal });
    },
    chooseSort(next) {
      change({ sort: next });
    },
  };
}
