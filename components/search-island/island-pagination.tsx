'use client';

import { useEffect } from 'react';
import { useHits, useInstantSearch, usePagination } from 'react-instantsearch';
import { Pagination } from '@/components/ui/pagination';
import { clampPage } from '@/lib/pagination';
import { toRelativeHref } from '@/lib/url/relative-href';
import { WAKE_AT_ONCE_ATTRIBUTE } from '@/components/dormant/island-markers';
import { useSearchUnavailable } from './search-unavailable';

/**
 * Pages of results as links to each page's URL: a plain click changes the page in place and
 * scrolls to the top, a middle click opens a tab. A page past the end is reset (SPEC §4).
 */
export function IslandPagination() {
  const { currentRefinement, nbPages, refine, createURL } = usePagination();
  const { status } = useInstantSearch();
  const { results } = useHits();
  // No pages are known while search is down: keep the requested page for when it is back.
  const unavailable = useSearchUnavailable(results);
  // Nor before the first answer: an island mounted by a soft navigation (Back to page 2 of a
  // search) is idle with placeholder results of no pages until its first search returns, and a
  // reset then would push page 1 over the page the visitor came back to.
  const answered = Boolean(results && !results.__isArtificial);

  const lastPage = clampPage(currentRefinement + 1, nbPages);
  const pastTheEnd = status === 'idle' && !unavailable && answered && lastPage !== currentRefinement + 1;

  useEffect(() => {
    if (pastTheEnd) refine(lastPage - 1);
  }, [lastPage, pastTheEnd, refine]);

  return (
    <>
      {/* The server's page past the end is reset by the island, which wakes with the page for it. */}
      {pastTheEnd && <span hidden {...{ [WAKE_AT_ONCE_ATTRIBUTE]: '' }} />}
      <Pagination
        currentPage={currentRefinement + 1}
        totalPages={nbPages}
        // The router's URLs are absolute (InstantSearch compares them with location.href), and on the
        // server they can only name the configured origin: the links themselves are relative.
        createHref={(page) => toRelativeHref(createURL(page - 1))}
        onSelect={(page) => {
          refine(page - 1);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </>
  );
}
