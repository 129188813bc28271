'use client';

import { useCallback } from 'react';
import { canonicalList } from '@/lib/search/state/search-state';
import { useSetIndexUiState } from './use-set-index-ui-state';

/**
 * Sets one attribute's refinement list to these values (none clears it), back to page 1. The values
 * are the whole list, applied to the search's state as it is then: a change made late still means
 * what the visitor saw. They are kept in the list's one order, whatever order they were ticked in,
 * as the address reads them back (Back shows them as they were). With no widget of its own: each
 * widget a page mounts adds to the set-up of every search and of every server render.
 */
export function useSetRefinementList(attribute: string): (values: string[]) => void {
  const setIndexUiState = useSetIndexUiState();
  return useCallback(
    (values: string[]) =>
      setIndexUiState((state) => ({
        ...state,
        refinementList: { ...state.refinementList, [attribute]: canonicalList(values) },
        page: undefined,
      })),
    [attribute, setIndexUiState],
  );
}
