'use client';

import { useEffect } from 'react';
import { useInstantSearch, usePagination } from 'react-instantsearch';
import { Pagination } from '@/components/ui/pagination';
import { useSearchUnavailable } from './search-unavailable';

/** Pages of results; a page change scrolls smoothly to the top, and a page past the end is reset (SPEC §4). */
export function SearchPagination() {
  const { currentRefinement, nbPages, refine } = usePagination();
  const { status } = useInstantSearch();
  // No pages are known while search is down: keep the requested page for when it is back.
  const unavailable = useSearchUnavailable();

  useEffect(() => {
    if (status !== 'idle' || unavailable) return;
    if (currentRefinement > 0 && currentRefinement >= nbPages) refine(Math.max(0, nbPages - 1));
  }, [currentRefinement, nbPages, refine, status, unavailable]);

  return (
    <Pagination
      currentPage={currentRefinement + 1}
      totalPages={nbPages}
      onSelect={(page) => {
        refine(page - 1);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    />
  );
}
