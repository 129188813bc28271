'use client';

import { useHits, useInstantSearch } from 'react-instantsearch';
import { PropertyGrid } from '@/components/property/property-grid';
import { Spinner } from '@/components/ui/spinner';
import { PROPERTY_ATTRIBUTES } from '@/lib/search/indices';
import { toPropertySummary, type PropertyHit } from '@/lib/search/property';
import { SearchEmptyState } from './search-empty-state';
import { useSearchUnavailable } from './search-unavailable';
import styles from './search-results.module.css';

const CARDS_PER_ROW = 3;

export function SearchResults() {
  const { items, results } = useHits<PropertyHit & Record<string, unknown>>();
  const { status, indexUiState } = useInstantSearch({ catchError: true });
  const unavailable = useSearchUnavailable();
  // SPEC §3 algoliaReady: results exist and a search state is present. Connector results carry the
  // server-rendered results through hydration, where useInstantSearch's are still artificial.
  const ready = Boolean(results && !results.__isArtificial && indexUiState);

  if (unavailable) {
    return (
      <div className={styles.message} role="alert" data-search-ready={ready}>
        <h2 className={styles.messageTitle}>Search is temporarily unavailable</h2>
        <p>
          We could not reach our listings just now. Please try again in a moment, or call us and a broker will
          search for you.
        </p>
      </div>
    );
  }

  // Units per property come from the property_gmaven_key facet counts (SPEC §3); the helper types
  // facet data loosely, but it is always a value → count map.
  const unitCounts = (results?.facets.find((facet) => facet.name === PROPERTY_ATTRIBUTES.distinctKey)?.data ??
    {}) as Record<string, number>;

  return (
    <div
      className={styles.results}
      aria-busy={status === 'stalled'}
      data-search-ready={ready}
      data-search-status={status}
    >
      {status === 'stalled' && (
        <div className={styles.stalled}>
          <Spinner label="Updating results" />
        </div>
      )}
      {results && items.length === 0 && status !== 'stalled' ? (
        <SearchEmptyState />
      ) : (
        <PropertyGrid
          label="Properties"
          properties={items.map((hit) => toPropertySummary(hit, unitCounts[hit.property_gmaven_key]))}
          priorityCount={CARDS_PER_ROW}
        />
      )}
    </div>
  );
}
