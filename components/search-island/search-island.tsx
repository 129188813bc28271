'use client';

import { useMemo, type ReactNode } from 'react';
import type { LiteClient } from 'algoliasearch/lite';
import type { UiState } from 'instantsearch.js';
import { InstantSearchNext, type InstantSearchNextRouting } from 'react-instantsearch-nextjs';
import { createSearchClient, SEARCH_STALLED_DELAY_MS } from '@/lib/search';
import { answerFailuresAsUnavailable } from './search-unavailable';
import { ISLAND_ATTRIBUTE } from './hold-until-live';
import { RegisterWidgetsTogether } from './register-widgets-together';
import styles from './search-island.module.css';

export interface SearchIslandProps<Route> {
  indexName: string;
  routing: InstantSearchNextRouting<UiState, Route>;
  /** Adds what this island asks of every search (stable across renders: a module-level function). */
  enhanceClient?: (client: LiteClient) => LiteClient;
  children: ReactNode;
}

/**
 * The InstantSearch root of every search page (STYLE §5): one search client per island, whose
 * server render never waits on a failing search service (see `answerFailuresAsUnavailable`).
 */
export function SearchIsland<Route>({
  indexName,
  routing,
  enhanceClient,
  children,
}: SearchIslandProps<Route>) {
  const searchClient = useMemo(() => {
    const base = createSearchClient();
    const client = enhanceClient ? enhanceClient(base) : base;
    return typeof window === 'undefined' ? answerFailuresAsUnavailable(client) : client;
  }, [enhanceClient]);
  return (
    <InstantSearchNext
      searchClient={searchClient}
      indexName={indexName}
      routing={routing}
      stalledSearchDelay={SEARCH_STALLED_DELAY_MS}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <div className={styles.island} {...{ [ISLAND_ATTRIBUTE]: '' }}>
        <RegisterWidgetsTogether>{children}</RegisterWidgetsTogether>
      </div>
    </InstantSearchNext>
  );
}
