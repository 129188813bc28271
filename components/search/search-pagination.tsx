'use client';

import { useEffect } from 'react';
import { useInstantSearch, usePagination } from 'react-instantsearch';
import { Pagination } from '@/components/ui/pagination';

/** Pages of results; a page change scrolls smoothly to the top, and a page past the end is reset (SPEC §4). */
export function SearchPagination() {
  const { currentRefinement, nbPages, refine } = usePagination();
  const { status } = useInstantSearch();

  useEffect(() => {
    if (status !== 'idle') return;
    if (currentRefinement > 0 && currentRefinement >= nbPages) refine(Math.max(0, nbPages - 1));
  }, [currentRefinement, nbPages, refine, status]);

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
