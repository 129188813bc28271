'use client';

import { useInstantSearch } from 'react-instantsearch';
import { DEFAULT_DEAL, dealParam } from '@/lib/deal';
import { formatGeoBox } from '@/lib/maps/geo-box';
import { uiStateToSearchState, type PropertyIndexNames } from '@/lib/search/state/ui-state';

export interface CarriedSearchParamsProps {
  indices: PropertyIndexNames;
}

/**
 * What the search form has no control of its own for but a search keeps when its filters change:
 * the deal type (its tabs are links) and the map view and area. The sort order's select belongs to
 * the form from where it stands (`form=`).
 */
export function CarriedSearchParams({ indices }: CarriedSearchParamsProps) {
  const state = uiStateToSearchState(useInstantSearch().indexUiState, indices);
  return (
    <>
      {state.dealType !== DEFAULT_DEAL && (
        <input type="hidden" name="deal" value={dealParam(state.dealType)} />
      )}
      {state.view !== 'list' && <input type="hidden" name="view" value={state.view} />}
      {state.area && <input type="hidden" name="area" value={formatGeoBox(state.area)} />}
    </>
  );
}
