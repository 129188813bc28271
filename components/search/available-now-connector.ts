import type { SearchParameters } from 'algoliasearch-helper';
import type { Connector, RenderOptions } from 'instantsearch.js';
import { availableNowBound } from '@/lib/listings/availability';
import { PROPERTY_ATTRIBUTES as A } from '@/lib/search/indices';

export type AvailableNowRenderState = {
  availableNow: boolean;
  /** Only space that can be occupied today, or any, from page 1. */
  setAvailableNow: (availableNow: boolean) => void;
};

type AvailableNowUiState = { available?: 'now' };

type AvailableNowConnector = Connector<
  {
    $$type: 'site.availableNow';
    renderState: AvailableNowRenderState;
    indexRenderState: { availableNow: AvailableNowRenderState };
    indexUiState: AvailableNowUiState;
  },
  Record<string, never>
>;

const ATTRIBUTE = A.availableTimestamp;

const isAvailableNow = (state: SearchParameters): boolean =>
  (state.numericRefinements?.[ATTRIBUTE]?.['<='] ?? []).length > 0;

/** The bound is today's, read when the search is made: a page kept overnight asks for the new day's. */
function withAvailableNow(state: SearchParameters, availableNow: boolean): SearchParameters {
  const cleared = state.removeNumericRefinement(ATTRIBUTE);
  return availableNow
    ? cleared.addNumericRefinement(ATTRIBUTE, '<=', availableNowBound(Date.now()))
    : cleared;
}

/**
 * "Available now" in InstantSearch: a numeric refinement on `available_timestamp` up to the end of
 * today (lib/listings/availability.ts), held in the UI state as `available: 'now'`, so the URL
 * carries `available=now` and not a day's bound that a shared link would keep after the day ends.
 */
export const connectAvailableNow: AvailableNowConnector =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => {
    function stateFor({ helper }: Pick<RenderOptions, 'helper'>): AvailableNowRenderState {
      return {
        availableNow: isAvailableNow(helper.state),
        setAvailableNow(next) {
          if (next === isAvailableNow(helper.state)) return;
          helper.setState(withAvailableNow(helper.state, next).setPage(0)).search();
        },
      };
    }

    return {
      $$type: 'site.availableNow',
      init(initOptions) {
        const { instantSearchInstance } = initOptions;
        renderFn({ ...stateFor(initOptions), widgetParams, instantSearchInstance }, true);
      },
      render(renderOptions) {
        const { instantSearchInstance } = renderOptions;
        renderFn({ ...stateFor(renderOptions), widgetParams, instantSearchInstance }, false);
      },
      dispose({ state }) {
        unmountFn();
        return state.removeNumericRefinement(ATTRIBUTE);
      },
      getRenderState(renderState, renderOptions) {
        return { ...renderState, availableNow: { ...stateFor(renderOptions), widgetParams } };
      },
      getWidgetRenderState(renderOptions) {
        return { ...stateFor(renderOptions), widgetParams };
      },
      getWidgetUiState(uiState, { searchParameters }) {
        const next = { ...uiState };
        delete next.available;
        if (isAvailableNow(searchParameters)) next.available = 'now';
        return next;
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        return withAvailableNow(searchParameters, uiState.available === 'now');
      },
    };
  };
