'use client';

import { useMemo } from 'react';
import { Configure } from 'react-instantsearch';
import { InstantSearchNext } from 'react-instantsearch-nextjs';
import { createSearchClient } from '@/lib/search/client';
import {
  buildExcludedContactFilter,
  HITS_PER_PAGE,
  INDEX_NAMES,
  PROPERTY_ATTRIBUTES,
  SEARCH_STALLED_DELAY_MS,
  UNIT_COUNT_FACET_LIMIT,
} from '@/lib/search/indices';
import type { DealParam } from '@/lib/search/search-state';
import { PropertySearchLayout } from './property-search-layout';
import { answerFailuresAsUnavailable } from './search-unavailable';
import { createSearchRouting } from './search-routing';

export interface PropertySearchProps {
  dealCounts: Record<DealParam, number>;
  notices: string[];
}

const INDICES = { rent: INDEX_NAMES.rent, buy: INDEX_NAMES.buy };
const ROUTING = createSearchRouting(INDICES);
const EXCLUDED_CONTACT_FILTER = buildExcludedContactFilter();

/** The one InstantSearch root of the /search page (STYLE §5). */
export function PropertySearch({ dealCounts, notices }: PropertySearchProps) {
  const searchClient = useMemo(() => {
    const client = createSearchClient();
    return typeof window === 'undefined' ? answerFailuresAsUnavailable(client) : client;
  }, []);
  return (
    <InstantSearchNext
      searchClient={searchClient}
      indexName={INDICES.rent}
      routing={ROUTING}
      stalledSearchDelay={SEARCH_STALLED_DELAY_MS}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      {/*
        One card per property: distinct keeps each property's best-ranked unit. SPEC §9's
        "distinct 100" is above hosted Algolia's maximum of 4, so cards take their "from" price and
        GLA range from property-level figures denormalised onto every record at indexing
        (lib/search/property-aggregates.ts), and their unit count from the property_gmaven_key facet.
      */}
      <Configure
        hitsPerPage={HITS_PER_PAGE}
        distinct
        facets={[PROPERTY_ATTRIBUTES.distinctKey]}
        maxValuesPerFacet={UNIT_COUNT_FACET_LIMIT}
        filters={EXCLUDED_CONTACT_FILTER}
        attributesToRetrieve={['*']}
      />
      <PropertySearchLayout indices={INDICES} dealCounts={dealCounts} notices={notices} />
    </InstantSearchNext>
  );
}
