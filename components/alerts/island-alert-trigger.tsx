'use client';

import { useInstantSearch } from 'react-instantsearch';
import { alertStateKey } from '@/lib/alerts/alert-state';
import { uiStateToSearchState, type PropertyIndexNames } from '@/lib/search/state/ui-state';
import { SearchAlertTrigger } from './search-alert-trigger';

export interface IslandAlertTriggerProps {
  indices: PropertyIndexNames;
}

/** The search page's alert button: saves the search as it is when pressed, filters changed since load included. */
export function IslandAlertTrigger({ indices }: IslandAlertTriggerProps) {
  const { indexUiState } = useInstantSearch();
  return <SearchAlertTrigger stateKey={() => alertStateKey(uiStateToSearchState(indexUiState, indices))} />;
}
