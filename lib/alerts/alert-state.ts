import { DEFAULT_SEARCH_STATE, type SearchState } from '@/lib/search/state/search-state';
import { buildSearchHref, parseSearchParams, toSearchParams } from '@/lib/search/state/url-state';

/**
 * The search an alert watches: the canonical search state of `/search` with what does not change
 * which listings match (sort, page, map area, view) left out. Its key is that state's canonical
 * query string, so two ways of asking for the same search are one alert.
 */

/** Twenty values of 80 characters in each list fit; no search a visitor builds comes close. */
export const MAX_ALERT_STATE_KEY_LENGTH = 2000;

export function toAlertState(state: SearchState): SearchState {
  return {
    ...state,
    sort: DEFAULT_SEARCH_STATE.sort,
    page: DEFAULT_SEARCH_STATE.page,
    area: null,
    view: DEFAULT_SEARCH_STATE.view,
  };
}

export function alertStateKey(state: SearchState): string {
  return toSearchParams(toAlertState(state)).toString();
}

/**
 * The state a key stands for, or null when the key is too long or not the canonical spelling of
 * its own search (a hand-made key, a tampered form): only keys this site makes are stored.
 */
export function parseAlertStateKey(key: string): SearchState | null {
  if (key.length > MAX_ALERT_STATE_KEY_LENGTH) return null;
  const { state, ignored } = parseSearchParams(new URLSearchParams(key));
  if (ignored.length > 0) return null;
  const alertState = toAlertState(state);
  return alertStateKey(alertState) === key ? alertState : null;
}

/** The alert form as a page of its own (app/alerts/new), for a visitor whose scripts do not run. */
export const NEW_ALERT_PATH = '/alerts/new';

/** The alert form's page for the search a key stands for. */
export function newAlertHref(stateKey: string): string {
  return stateKey === '' ? NEW_ALERT_PATH : `${NEW_ALERT_PATH}?${stateKey}`;
}

/** The saved search on `/search`, newest listings first. */
export function alertSearchHref(state: SearchState): string {
  return buildSearchHref({ ...toAlertState(state), sort: 'newest' });
}
