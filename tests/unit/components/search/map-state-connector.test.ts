import algoliasearchHelper from 'algoliasearch-helper';
import { describe, expect, it } from 'vitest';
import { connectMapState } from '@/components/search/map-state-connector';

const { SearchParameters } = algoliasearchHelper;
const EMPTY = new SearchParameters({ index: 'rent' });

function widget() {
  return connectMapState(() => {})({});
}

describe('the results map state in InstantSearch', () => {
  it("turns the URL's area into Algolia's insideBoundingBox, and back, with the view", () => {
    const mapState = widget();
    const searchParameters = mapState.getWidgetSearchParameters?.(new SearchParameters({ index: 'rent' }), {
      uiState: { geoSearch: { boundingBox: '-26.095,28.07,-26.12,28.045' }, view: 'map' },
    });
    expect(searchParameters?.insideBoundingBox).toEqual([[-26.095, 28.07, -26.12, 28.045]]);
    expect(
      mapState.getWidgetUiState?.(
        { query: 'sandton' },
        { searchParameters: searchParameters ?? EMPTY, helper: {} as never },
      ),
    ).toEqual({ query: 'sandton', geoSearch: { boundingBox: '-26.095,28.07,-26.12,28.045' }, view: 'map' });
  });

  it('drops an area that is no box, and leaves the list view out of the UI state', () => {
    const mapState = widget();
    const searchParameters = mapState.getWidgetSearchParameters?.(new SearchParameters({ index: 'rent' }), {
      uiState: { geoSearch: { boundingBox: '-26,28,nowhere' } },
    });
    expect(searchParameters?.insideBoundingBox).toBeUndefined();
    expect(
      mapState.getWidgetUiState?.(
        { view: 'map', geoSearch: { boundingBox: 'stale' } },
        {
          searchParameters: searchParameters ?? EMPTY,
          helper: {} as never,
        },
      ),
    ).toEqual({});
  });

  it('removes its area from the search when it unmounts', () => {
    const state = new SearchParameters({ index: 'rent', insideBoundingBox: [[-26, 28.1, -26.2, 28]] });
    const next = widget().dispose?.({
      state,
      helper: {} as never,
      parent: {} as never,
      recommendState: {} as never,
    });
    expect((next as typeof state).insideBoundingBox).toBeUndefined();
  });
});
