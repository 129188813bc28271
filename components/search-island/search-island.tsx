'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import type { LiteClient } from 'algoliasearch/lite';
import { InstantSearchNext } from 'react-instantsearch-nextjs';
import { createSearchClient, SEARCH_STALLED_DELAY_MS } from '@/lib/search';
import { answerFailuresAsUnavailable } from './search-unavailable';
import { ISLAND_ATTRIBUTE } from './hold-until-live';
import type { IslandRouting } from './island-routing';
import { RegisterWidgetsTogether } from './register-widgets-together';
import styles from './search-island.module.css';

export interface SearchIslandProps<Route> {
  indexName: string;
  /** Read once, as InstantSearch reads it. */
  routing: IslandRouting<Route>;
  /** Adds what this island asks of every search (stable across renders: a module-level function). */
  enhanceClient?: (client: LiteClient) => LiteClient;
  children: ReactNode;
}

/** Tells the island's router of each address Next's router reports: the router reads those it did not write. */
function FollowAddress({ follow }: { follow: () => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => follow(), [follow, pathname, search]);
  return null;
}

/**
 * The InstantSearch root of every search page (STYLE §5): one search client per island, whose
 * server render never waits on a failing search service (see `answerFailuresAsUnavailable`).
 */
export function SearchIsland<Route>({
  indexName,
  routing: firstRouting,
  enhanceClient,
  children,
}: SearchIslandProps<Route>) {
  const [routing] = useState(firstRouting);
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
      <FollowAddress follow={routing.followAddress} />
      <div className={styles.island} {...{ [ISLAND_ATTRIBUTE]: '' }}>
        <RegisterWidgetsTogether>{children}</RegisterWidgetsTogether>
      </div>
    </InstantSearchNext>
  );
}
