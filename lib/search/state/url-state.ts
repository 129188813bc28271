import { DEFAULT_DEAL, dealFromParam, dealParam, type DealType } from '@/lib/deal';
import { formatGeoBox, parseGeoBox, type GeoBox } from '@/lib/maps/geo-box';
import {
  parsePageNumber,
  parseQueryText,
  parseValueList,
  readValues,
  type ParsedParam,
  type RawQueryParams,
} from '@/lib/url/query-params';
import { DEFAULT_SORT, isSortOrder, type SortOrder } from './sort';
import {
  canonicalList,
  DEFAULT_PAGE,
  DEFAULT_SEARCH_STATE,
  type ResultsView,
  type SearchState,
} from './search-state';

/**
 * `/search` query string ⇄ SearchState (SPEC §2). Multi-valued keys repeat; `page` is 1-based
 * and absent on page 1. Parsing never throws: bad parts are dropped or clamped and reported.
 */

export const SEARCH_PARAM_KEYS = [
  'query',
  'deal',
  'category',
  'city',
  'suburb',
  'minPrice',
  'maxPrice',
  'minGLA',
  'maxGLA',
  'broker',
  'available',
  'sort',
  'page',
  'area',
  'view',
] as const;

export type SearchParamKey = (typeof SEARCH_PARAM_KEYS)[number];

/** What a form sends for a select left as it was, and `toSearchParams` leaves out. */
export const SEARCH_PARAM_DEFAULTS: Readonly<Partial<Record<SearchParamKey, string>>> = {
  deal: dealParam(DEFAULT_DEAL),
  sort: DEFAULT_SORT,
};

const MAX_NUMBER = 1e12;

export interface ParsedSearchState {
  state: SearchState;
  /** Keys whose values were dropped or changed, for a message to the visitor. */
  ignored: SearchParamKey[];
}

function parseAmount(values: string[]): ParsedParam<number | null> {
  const first = values[0];
  if (first === undefined || first.trim() === '') return { value: null, changed: values.length > 1 };
  const amount = Number(first.replace(/[\s,]/g, ''));
  if (!Number.isFinite(amount) || amount < 0) return { value: null, changed: true };
  return { value: Math.min(amount, MAX_NUMBER), changed: amount > MAX_NUMBER || values.length > 1 };
}

function parseDeal(values: string[]): ParsedParam<DealType> {
  const first = values[0];
  const deal = first === undefined ? null : dealFromParam(first);
  if (deal) return { value: deal, changed: values.length > 1 };
  return { value: DEFAULT_DEAL, changed: first !== undefined };
}

/** `available=now`: the one value the filter has. */
function parseAvailable(values: string[]): ParsedParam<boolean> {
  const first = values[0];
  if (first === undefined) return { value: false, changed: false };
  return { value: first === 'now', changed: first !== 'now' || values.length > 1 };
}

function parseSort(values: string[]): ParsedParam<SortOrder> {
  const first = values[0];
  if (first === undefined) return { value: DEFAULT_SORT, changed: false };
  if (isSortOrder(first)) return { value: first, changed: values.length > 1 };
  return { value: DEFAULT_SORT, changed: true };
}

function parseArea(values: string[]): ParsedParam<GeoBox | null> {
  const first = values[0];
  if (first === undefined) return { value: null, changed: false };
  const area = parseGeoBox(first);
  return { value: area, changed: area === null || values.length > 1 };
}

function parseView(values: string[]): ParsedParam<ResultsView> {
  const first = values[0];
  if (first === undefined) return { value: 'list', changed: false };
  if (first === 'map' || first === 'list') return { value: first, changed: values.length > 1 };
  return { value: 'list', changed: true };
}

function sortedList(list: ParsedParam<string[]>): ParsedParam<string[]> {
  return { ...list, value: canonicalList(list.value) };
}

export function parseSearchParams(params: RawQueryParams): ParsedSearchState {
  const ignored: SearchParamKey[] = [];
  const note = (key: SearchParamKey, changed: boolean) => {
    if (changed) ignored.push(key);
  };

  const query = parseQueryText(readValues(params, 'query'));
  note('query', query.changed);

  const deal = parseDeal(readValues(params, 'deal'));
  note('deal', deal.changed);

  // A list is a set of values (any of them matches): one order for all, so two links that choose
  // the same values are the same search, cached once (lib/search/search-document.ts).
  const lists = {
    category: sortedList(parseValueList(readValues(params, 'category'))),
    city: sortedList(parseValueList(readValues(params, 'city'))),
    suburb: sortedList(parseValueList(readValues(params, 'suburb'))),
    broker: sortedList(parseValueList(readValues(params, 'broker'))),
  };
  for (const [key, { changed }] of Object.entries(lists)) note(key as SearchParamKey, changed);

  const amounts = {
    minPrice: parseAmount(readValues(params, 'minPrice')),
    maxPrice: parseAmount(readValues(params, 'maxPrice')),
    minGLA: parseAmount(readValues(params, 'minGLA')),
    maxGLA: parseAmount(readValues(params, 'maxGLA')),
  };
  for (const [key, { changed }] of Object.entries(amounts)) note(key as SearchParamKey, changed);

  const available = parseAvailable(readValues(params, 'available'));
  note('available', available.changed);

  const sort = parseSort(readValues(params, 'sort'));
  note('sort', sort.changed);

  const page = parsePageNumber(readValues(params, 'page'));
  note('page', page.changed);

  const area = parseArea(readValues(params, 'area'));
  note('area', area.changed);

  const view = parseView(readValues(params, 'view'));
  note('view', view.changed);

  return {
    state: {
      ...DEFAULT_SEARCH_STATE,
      query: query.value,
      dealType: deal.value,
      propertyType: lists.category.value,
      city: lists.city.value,
      suburb: lists.suburb.value,
      broker: lists.broker.value,
      minPrice: amounts.minPrice.value,
      maxPrice: amounts.maxPrice.value,
      minGLA: amounts.minGLA.value,
      maxGLA: amounts.maxGLA.value,
      availableNow: available.value,
      sort: sort.value,
      page: String(page.value),
      area: area.value,
      view: view.value,
    },
    ignored,
  };
}

/** The canonical query string of a state: fixed key order, each list in one order, defaults omitted. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.dealType !== DEFAULT_DEAL) params.set('deal', dealParam(state.dealType));
  for (const value of canonicalList(state.propertyType)) params.append('category', value);
  for (const value of canonicalList(state.city)) params.append('city', value);
  for (const value of canonicalList(state.suburb)) params.append('suburb', value);
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.minGLA !== null) params.set('minGLA', String(state.minGLA));
  if (state.maxGLA !== null) params.set('maxGLA', String(state.maxGLA));
  for (const value of canonicalList(state.broker)) params.append('broker', value);
  if (state.availableNow) params.set('available', 'now');
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page !== DEFAULT_PAGE) params.set('page', state.page);
  if (state.area) params.set('area', formatGeoBox(state.area));
  if (state.view !== 'list') params.set('view', state.view);
  return params;
}

/** The public address of the property search. */
export const SEARCH_PATH = '/search';

export function buildSearchHref(state: SearchState): string {
  const query = toSearchParams(state).toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}
