'use client';

import { useEffect } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { publicConfig } from '@/lib/config';
import { uiStateToSearchState, type PropertyIndexNames } from '@/lib/search/state/ui-state';
import { describeSearchTitle } from '@/lib/search/wording/describe-results';
import { useSearchUnavailable } from '@/components/search-island/search-unavailable';

export interface SearchTitleProps {
  indices: PropertyIndexNames;
}

/**
 * Keeps the document's title saying what the page shows: the server writes it for the search it
 * rendered (searchPageMetadata), and a change the visitor makes here changes no metadata.
 */
export function SearchTitle({ indices }: SearchTitleProps) {
  const { indexUiState, results } = useInstantSearch();
  const unavailable = useSearchUnavailable(results);
  const count = !unavailable && results && !results.__isArtificial ? results.nbHits : null;
  const title =
    count === null
      ? null
      : `${describeSearchTitle(uiStateToSearchState(indexUiState, indices), count)} | ${publicConfig.brandName}`;
  useEffect(() => {
    if (title !== null && document.title !== title) document.title = title;
  }, [title]);
  return null;
}
