'use client';

import { useId } from 'react';
import { IslandForm, IslandFormApply } from '@/components/search-island/island-form';
import { IslandPagination } from '@/components/search-island/island-pagination';
import { IslandResultCount } from '@/components/search-island/island-result-count';
import { IslandAlertTrigger } from '@/components/alerts/island-alert-trigger';
import {
  PROPERTY_ATTRIBUTES as A,
  parseSearchParams,
  PROPERTY_TYPE_FACET_LIMIT,
  type PropertyIndexNames,
  searchStateToUiState,
} from '@/lib/search';
import { SEARCH_PATH } from '@/lib/search/state/url-state';
import { AppliedFilters } from './applied-filters';
import { AvailableNowFilter } from './available-now-filter';
import type { DealType } from '@/lib/deal';
import { CarriedSearchParams } from './carried-search-params';
import { CollapsibleFilters } from './collapsible-filters';
import { DealTypeTabs } from './deal-type-tabs';
import { GlaRangeFilter, PriceRangeFilter } from './range-filter';
import { RefinementFilter } from './refinement-filter';
import { ResultsMapPanel } from './results-map-panel';
import { SearchQueryBox } from './search-query-box';
import { SearchResults } from './search-results';
import { SearchTitle } from './search-title';
import { SortSelect } from './sort-select';
import styles from './property-search-layout.module.css';

export interface PropertySearchLayoutProps {
  indices: PropertyIndexNames;
  dealCounts: Record<DealType, number>;
  notices: string[];
}

export function PropertySearchLayout({ indices, dealCounts, notices }: PropertySearchLayoutProps) {
  // No widget hook here: during server rendering a widget hook waits for results, and the
  // filters below must register before the first search is sent.
  const resultsHeadingId = useId();
  const resultsListId = useId();
  const formId = useId();
  const toIndexUiState = (params: URLSearchParams) =>
    searchStateToUiState(parseSearchParams(params).state, indices);

  return (
    <div className={styles.search}>
      <div className={styles.top}>
        <DealTypeTabs indices={indices} counts={dealCounts} />
        <div className={styles.summary}>
          <IslandResultCount />
          <SearchTitle indices={indices} />
          <SortSelect indices={indices} form={formId} />
          <IslandAlertTrigger indices={indices} />
        </div>
      </div>
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Search filters">
          <IslandForm
            id={formId}
            action={SEARCH_PATH}
            label="Property search"
            className={styles.form}
            toIndexUiState={toIndexUiState}
          >
            <SearchQueryBox id="search-query" label="Find Your Space" placeholder="eg: Sandton, web ref" />
            <CollapsibleFilters>
              <RefinementFilter
                attribute={A.propertyType}
                name="category"
                label="Property Type"
                placeholder="eg: Office"
                limit={PROPERTY_TYPE_FACET_LIMIT}
              />
              <RefinementFilter
                attribute={A.city}
                name="city"
                label="City"
                placeholder="eg: Johannesburg"
                searchable
              />
              <RefinementFilter
                attribute={A.suburb}
                name="suburb"
                label="Suburb"
                placeholder="eg: Sandton CBD"
                searchable
              />
              <PriceRangeFilter indices={indices} />
              <GlaRangeFilter legend="GLA (m²)" />
              <RefinementFilter
                attribute={A.broker}
                name="broker"
                label="Broker"
                placeholder="eg: Thandiwe Nkosi"
                searchable
              />
              <AvailableNowFilter />
              <IslandFormApply />
            </CollapsibleFilters>
            <CarriedSearchParams indices={indices} />
          </IslandForm>
        </aside>
        <section className={styles.main} aria-labelledby={resultsHeadingId}>
          {/* The cards' names are h3: a heading between them and the page's h1 keeps the outline whole. */}
          <h2 id={resultsHeadingId} className="visually-hidden">
            Search results
          </h2>
          {notices.map((notice) => (
            <p key={notice} className={styles.notice} role="note">
              {notice}
            </p>
          ))}
          <AppliedFilters indices={indices} />
          <ResultsMapPanel listId={resultsListId} />
          <div id={resultsListId} tabIndex={-1} className={styles.list}>
            <SearchResults indices={indices} />
          </div>
          <IslandPagination />
        </section>
      </div>
    </div>
  );
}
