'use client';

import { useMemo } from 'react';
import { useHits } from 'react-instantsearch';
import { PropertyGrid } from '@/components/property/property-grid';
import { ResultsFrame } from '@/components/search-island/results-frame';
import { SkeletonCards } from '@/components/ui/skeleton-cards';
import { HITS_PER_PAGE, type PropertyIndexNames } from '@/lib/search';
import { toPropertySummary, type PropertyHit } from '@/lib/listings/property';
import { SearchEmptyState } from './search-empty-state';

const CARDS_PER_ROW = 3;
/**
 * From a tablet's width the filters sit beside the cards and the first card is in the first
 * viewport; on a phone the search's heading and controls fill it, and the heading is the largest
 * paint (property-search-layout.module.css).
 */
const FIRST_CARD_IN_VIEW = '(min-width: 768px)';

export function SearchResults({ indices }: { indices: PropertyIndexNames }) {
  const { items, results } = useHits<PropertyHit & Record<string, unknown>>();
  // The same answer gives the same grid: a tap that changes the state but not yet the answer
  // (a filter ticked, the search in flight) re-renders the filters, not every card.
  const grid = useMemo(
    () => (
      <PropertyGrid
        label="Properties"
        properties={items.map((hit) => toPropertySummary(hit))}
        priorityCount={CARDS_PER_ROW}
        leadMedia={FIRST_CARD_IN_VIEW}
      />
    ),
    [items],
  );
  return (
    <ResultsFrame
      results={results}
      unavailableTitle="Search is temporarily unavailable"
      unavailableText="We could not reach our listings just now. Please try again in a moment, or call us and a broker will search for you."
      skeleton={<SkeletonCards count={HITS_PER_PAGE} />}
      empty={<SearchEmptyState indices={indices} />}
    >
      {grid}
    </ResultsFrame>
  );
}
