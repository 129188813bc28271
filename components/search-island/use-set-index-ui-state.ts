'use client';

import { useCallback } from 'react';
import { useInstantSearchContext } from 'react-instantsearch';
import type { IndexUiState } from 'instantsearch.js';

type IndexUiStateChange = IndexUiState | ((previous: IndexUiState) => IndexUiState);

/**
 * `useInstantSearch().setIndexUiState` alone, for a component that changes the search but shows
 * none of it. useInstantSearch also subscribes its component to every answer and sets its state
 * once more as it mounts: each such component rendered again right after hydration, in the same
 * task, and after every answer. An island has one index, the main one.
 */
export function useSetIndexUiState(): (change: IndexUiStateChange) => void {
  const search = useInstantSearchContext();
  return useCallback((change: IndexUiStateChange) => search.mainIndex.setIndexUiState(change), [search]);
}
