'use client';

import { useSetIndexUiState } from './use-set-index-ui-state';

/**
 * Clears one attribute's refinement list, back to page 1, with no widget of its own: each widget a
 * page mounts adds to the set-up of every search and of every server render.
 */
export function useClearRefinementList(attribute: string): () => void {
  const setIndexUiState = useSetIndexUiState();
  return () =>
    setIndexUiState((state) => ({
      ...state,
      refinementList: { ...state.refinementList, [attribute]: [] },
      page: undefined,
    }));
}
