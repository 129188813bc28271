'use client';

import type { MouseEvent } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { isPlainClick } from '@/components/ui/plain-click';
import {
  CLEAR_FILTERS,
  findRangeConflicts,
  listAppliedFilters,
  type AppliedFilter,
} from '@/lib/search/state/applied-filters';
import { applySearchChange, type SearchState } from '@/lib/search/state/search-state';
import { buildSearchHref } from '@/lib/search/state/url-state';
import { changeUiState, uiStateToSearchState, type PropertyIndexNames } from '@/lib/search';
import styles from './applied-filters.module.css';

export interface AppliedFiltersProps {
  indices: PropertyIndexNames;
}

function RemoveIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * The filters in force, above the results, each a chip that removes it: on a phone the filter
 * panel is closed, and an empty result must say why. Every chip is a link to the search without
 * its filter, so it works before scripts and opens in a new tab; a plain click changes the search
 * in place. A range that can match nothing (its minimum above its maximum) is named, with a way out.
 */
export function AppliedFilters({ indices }: AppliedFiltersProps) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const state = uiStateToSearchState(indexUiState, indices);
  const filters = listAppliedFilters(state);
  if (filters.length === 0) return null;

  const linkTo = (change: Partial<SearchState>) => ({
    href: buildSearchHref(applySearchChange(state, change)),
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      setIndexUiState((uiState) => changeUiState(uiState, change, indices));
    },
  });

  return (
    <div className={styles.applied}>
      {findRangeConflicts(state).map(({ key, message, swap }) => (
        <p key={key} className={styles.conflict} role="status">
          {message}{' '}
          <a {...linkTo(swap)} className={styles.fix}>
            Swap minimum and maximum
          </a>
        </p>
      ))}
      <ul className={styles.chips} aria-label="Applied filters">
        {filters.map((filter: AppliedFilter) => (
          <li key={filter.key}>
            <a
              {...linkTo(filter.removal)}
              className={styles.chip}
              aria-label={`Remove ${filter.group}: ${filter.value}`}
            >
              <span>
                <span className={styles.group}>{filter.group}:</span> {filter.value}
              </span>
              <RemoveIcon />
            </a>
          </li>
        ))}
        {filters.length > 1 && (
          <li>
            <a {...linkTo(CLEAR_FILTERS)} className={styles.clear}>
              Clear all
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
