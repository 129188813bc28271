'use client';

import { useMemo } from 'react';
import { useInstantSearch, useSortBy } from 'react-instantsearch';
import type { DealParam } from '@/lib/search/search-state';
import { SORT_LABELS, SORT_ORDERS, sortedIndexName, type SortOrder } from '@/lib/search/sort';
import { readSortBy, type PropertyIndexNames } from '@/lib/search/ui-state';

export interface DealAndSort {
  dealType: DealParam;
  sort: SortOrder;
  /** The deal's primary index, whatever the sort order. */
  primaryIndex: string;
  /** SPEC §4: choosing another deal type first resets the search to its defaults. */
  chooseDeal: (deal: DealParam) => void;
  /** A new order keeps the filters and goes back to page 1. */
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
  const { setIndexUiState } = useInstantSearch();
  const { dealType, sort } = readSortBy(currentRefinement, indices);
  const primaryIndex = dealType === 'ForSale' ? indices.buy : indices.rent;

  return {
    dealType,
    sort,
    primaryIndex,
    chooseDeal(deal) {
      if (deal === dealType) return;
      setIndexUiState(() => (deal === 'ForSale' ? { sortBy: indices.buy } : {}));
    },
    chooseSort(next) {
      if (next === sort) return;
      setIndexUiState((state) => ({
        ...state,
        sortBy: sortedIndexName(primaryIndex, next),
        page: undefined,
      }));
    },
  };
}
