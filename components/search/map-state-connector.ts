import algoliasearchHelper, { type SearchParameters } from 'algoliasearch-helper';
import type { Connector, RenderOptions } from 'instantsearch.js';
import {
  formatGeoBox,
  fromBoundingBox,
  parseGeoBox,
  sameGeoBox,
  toBoundingBox,
  type GeoBox,
} from '@/lib/maps/geo-box';
import { MAX_PINS, PIN_ATTRIBUTES, type PinHit } from '@/lib/maps/result-pins';
import type { ResultsView } from '@/lib/search/state/search-state';

export type MapStateRenderState = {
  view: ResultsView;
  area: GeoBox | null;
  setView: (view: ResultsView) => void;
  /** Results only inside `area` (null: anywhere), from page 1. */
  setArea: (area: GeoBox | null) => void;
  /** The current search again, for the map: every result up to MAX_PINS, with only what a pin shows. */
  searchPins: () => Promise<PinHit[]>;
  /** The answer of the current search: a new one means new pins. */
  answer: unknown;
};

type MapStateUiState = {
  geoSearch?: { boundingBox: string };
  view?: 'map';
};

type MapStateConnector = Connector<
  {
    $$type: 'site.mapState';
    renderState: MapStateRenderState;
    indexRenderState: { mapState: MapStateRenderState };
    indexUiState: MapStateUiState;
  },
  Record<string, never>
>;

const areaOf = (state: SearchParameters): GeoBox | null => fromBoundingBox(state.insideBoundingBox);

type RenderArgs = Pick<RenderOptions, 'helper' | 'instantSearchInstance'> & {
  results?: RenderOptions['results'];
};

/**
 * The results map's state in InstantSearch: the map area as Algolia's `insideBoundingBox` (under
 * InstantSearch's own `geoSearch` UI key), and the view, which no search parameter holds. Both live
 * in the UI state, so the URL carries them (`area`, `view`) and a shared link opens the same map.
 */
export const connectMapState: MapStateConnector =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => {
    let view: ResultsView = 'list';

    function stateFor({ helper, results, instantSearchInstance }: RenderArgs): MapStateRenderState {
      return {
        view,
        area: areaOf(helper.state),
        setView(next) {
          if (next === view) return;
          view = next;
          // A new state object, so InstantSearch writes the URL; the answer comes from the client's cache.
          helper.setState(helper.state).search();
        },
        setArea(next) {
          if (sameGeoBox(next, areaOf(helper.state))) return;
          helper.setQueryParameter('insideBoundingBox', next ? toBoundingBox(next) : undefined).search();
        },
        async searchPins() {
          // The index widget's own helper has no client: a one-off helper asks with the real one.
          const { content } = await algoliasearchHelper(
            instantSearchInstance.client,
            helper.state.index,
            helper.state,
          ).searchOnce({
            hitsPerPage: MAX_PINS,
            page: 0,
            facets: [],
            attributesToRetrieve: [...PIN_ATTRIBUTES],
            attributesToHighlight: [],
            analytics: false,
          });
          return content.hits as unknown as PinHit[];
        },
        answer: results,
      };
    }

    return {
      $$type: 'site.mapState',
      init(initOptions) {
        renderFn(
          {
            ...stateFor(initOptions),
            widgetParams,
            instantSearchInstance: initOptions.instantSearchInstance,
          },
          true,
        );
      },
      render(renderOptions) {
        renderFn(
          {
            ...stateFor(renderOptions),
            widgetParams,
            instantSearchInstance: renderOptions.instantSearchInstance,
          },
          false,
        );
      },
      dispose({ state }) {
        unmountFn();
        return state.setQueryParameter('insideBoundingBox', undefined);
      },
      getRenderState(renderState, renderOptions) {
        return { ...renderState, mapState: { ...stateFor(renderOptions), widgetParams } };
      },
      getWidgetRenderState(renderOptions) {
        return { ...stateFor(renderOptions), widgetParams };
      },
      getWidgetUiState(uiState, { searchParameters }) {
        const next = { ...uiState };
        delete next.geoSearch;
        delete next.view;
        const area = areaOf(searchParameters);
        if (area) next.geoSearch = { boundingBox: formatGeoBox(area) };
        if (view === 'map') next.view = view;
        return next;
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        view = uiState.view === 'map' ? 'map' : 'list';
        const area = uiState.geoSearch ? parseGeoBox(uiState.geoSearch.boundingBox) : null;
        return searchParameters.setQueryParameter(
          'insideBoundingBox',
          area ? toBoundingBox(area) : undefined,
        );
      },
    };
  };
