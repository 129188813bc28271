'use client';

import { useMemo } from 'react';
import { Configure } from 'react-instantsearch';
import { createIslandRouting } from '@/components/search-island/island-routing';
import { SearchIsland } from '@/components/search-island/search-island';
import type { LiteClient } from 'algoliasearch/lite';
import type { DealType } from '@/lib/deal';
import type { SearchState } from '@/lib/search/state/search-state';
import { SEARCH_PATH } from '@/lib/search/state/url-state';
import {
  buildExcludedContactFilter,
  HITS_PER_PAGE,
  INDEX_NAMES,
  parseSearchParams,
  searchStateToUiState,
  toSearchParams,
  uiStateToSearchState,
  withPropertyCards,
} from '@/lib/search';
import { PropertySearchLayout } from './property-search-layout';

export interface PropertySearchProps {
  /** The search the page was rendered for. */
  initialState: SearchState;
  dealCounts: Record<DealType, number>;
  notices: string[];
}

const INDICES = { rent: INDEX_NAMES.rent, buy: INDEX_NAMES.buy };
const EXCLUDED_CONTACT_FILTER = buildExcludedContactFilter();

const addPropertyCards = (client: LiteClient) => withPropertyCards(client, INDICES);

/** The query string of SPEC §2 through the parser the server uses, so bad input is dropped alike. */
const ROUTE_CODEC = {
  parse: (params: URLSearchParams) => parseSearchParams(params).state,
  serialise: toSearchParams,
  toIndexUiState: (state: SearchState) => searchStateToUiState(state, INDICES),
  fromIndexUiState: (uiState: Parameters<typeof uiStateToSearchState>[0]) =>
    uiStateToSearchState(uiState, INDICES),
};

/** The search island of the /search page. */
export function PropertySearch({ initialState, dealCounts, notices }: PropertySearchProps) {
  const routing = useMemo(
    () => createIslandRouting(INDICES.rent, ROUTE_CODEC, { path: SEARCH_PATH, route: initialState }),
    [initialState],
  );
  return (
    <SearchIsland indexName={INDICES.rent} routing={routing} enhanceClient={addPropertyCards}>
      {/*
        One card per property: distinct keeps each property's best-ranked unit, and facets count
        properties (facetingAfterDistinct), so a count beside a filter value is the number of
        results choosing it gives. SPEC §9's "distinct 100" is above hosted Algolia's maximum of 4,
        so a card takes its unit count, "from" price and GLA range from property-level figures
        computed at indexing onto every record (lib/search/admin/property-aggregates.ts), and
        under unit filters from its matching units, folded from the units its record carries
        (lib/search/card-figures.ts): the request InstantSearch sends is the only one.
      */}
      <Configure
        hitsPerPage={HITS_PER_PAGE}
        distinct
        facetingAfterDistinct
        filters={EXCLUDED_CONTACT_FILTER}
        attributesToRetrieve={['*']}
        // Cards show no highlighting: without this every hit of the page's server-rendered results
        // carries a _highlightResult copy of its text (about a third of the hit).
        attributesToHighlight={[]}
      />
      <PropertySearchLayout indices={INDICES} dealCounts={dealCounts} notices={notices} />
    </SearchIsland>
  );
}
