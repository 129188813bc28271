import { DEFAULT_SORT, isSortOrder, type SortOrder } from './sort';
import {
  DEFAULT_DEAL,
  DEFAULT_PAGE,
  DEFAULT_SEARCH_STATE,
  type DealParam,
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
  'sort',
  'page',
] as const;

export type SearchParamKey = (typeof SEARCH_PARAM_KEYS)[number];

export const MAX_QUERY_LENGTH = 100;
export const MAX_VALUE_LENGTH = 80;
export const MAX_VALUES_PER_KEY = 20;
export const MAX_PAGE = 1000;
const MAX_NUMBER = 1e12;

export type RawSearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

export interface ParsedSearchState {
  state: SearchState;
  /** Keys whose values were dropped or changed, for a message to the visitor. */
  ignored: SearchParamKey[];
}

function readAll(params: RawSearchParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

function parseList(values: string[]): { list: string[]; changed: boolean } {
  const cleaned = values.map(cleanText).filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH);
  const list = [...new Set(cleaned)].slice(0, MAX_VALUES_PER_KEY);
  return { list, changed: list.length !== values.length };
}

function parseAmount(values: string[]): { value: number | null; changed: boolean } {
  const first = values[0];
  if (first === undefined || first.trim() === '') return { value: null, changed: values.length > 1 };
  const amount = Number(first.replace(/[\s,]/g, ''));
  if (!Number.isFinite(amount) || amount < 0) return { value: null, changed: true };
  return { value: Math.min(amount, MAX_NUMBER), changed: amount > MAX_NUMBER || values.length > 1 };
}

function parseDeal(values: string[]): { value: DealParam; changed: boolean } {
  const first = values[0];
  if (first === 'ForSale' || first === 'ToLet') return { value: first, changed: values.length > 1 };
  return { value: DEFAULT_DEAL, changed: first !== undefined };
}

function parseSort(values: string[]): { value: SortOrder; changed: boolean } {
  const first = values[0];
  if (first === undefined) return { value: DEFAULT_SORT, changed: false };
  if (isSortOrder(first)) return { value: first, changed: values.length > 1 };
  return { value: DEFAULT_SORT, changed: true };
}

function parsePage(values: string[]): { value: string; changed: boolean } {
  const first = values[0];
  if (first === undefined) return { value: DEFAULT_PAGE, changed: false };
  if (!/^\d{1,7}$/.test(first.trim())) return { value: DEFAULT_PAGE, changed: true };
  const page = Math.min(Math.max(1, Number(first)), MAX_PAGE);
  return { value: String(page), changed: String(page) !== first.trim() || values.length > 1 };
}

export function parseSearchParams(params: RawSearchParams): ParsedSearchState {
  const ignored: SearchParamKey[] = [];
  const note = (key: SearchParamKey, changed: boolean) => {
    if (changed) ignored.push(key);
  };

  const queryValues = readAll(params, 'query');
  const rawQuery = cleanText(queryValues[0] ?? '');
  const query = rawQuery.slice(0, MAX_QUERY_LENGTH).trim();
  note('query', query !== rawQuery || queryValues.length > 1);

  const deal = parseDeal(readAll(params, 'deal'));
  note('deal', deal.changed);

  const lists = {
    category: parseList(readAll(params, 'category')),
    city: parseList(readAll(params, 'city')),
    suburb: parseList(readAll(params, 'suburb')),
    broker: parseList(readAll(params, 'broker')),
  };
  for (const [key, { changed }] of Object.entries(lists)) note(key as SearchParamKey, changed);

  const amounts = {
    minPrice: parseAmount(readAll(params, 'minPrice')),
    maxPrice: parseAmount(readAll(params, 'maxPrice')),
    minGLA: parseAmount(readAll(params, 'minGLA')),
    maxGLA: parseAmount(readAll(params, 'maxGLA')),
  };
  for (const [key, { changed }] of Object.entries(amounts)) note(key as SearchParamKey, changed);

  const sort = parseSort(readAll(params, 'sort'));
  note('sort', sort.changed);

  const page = parsePage(readAll(params, 'page'));
  note('page', page.changed);

  return {
    state: {
      ...DEFAULT_SEARCH_STATE,
      query,
      dealType: deal.value,
      propertyType: lists.category.list,
      city: lists.city.list,
      suburb: lists.suburb.list,
      broker: lists.broker.list,
      minPrice: amounts.minPrice.value,
      maxPrice: amounts.maxPrice.value,
      minGLA: amounts.minGLA.value,
      maxGLA: amounts.maxGLA.value,
      sort: sort.value,
      page: page.value,
    },
    ignored,
  };
}

/** The canonical query string of a state: fixed key order, defaults omitted. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.dealType !== DEFAULT_DEAL) params.set('deal', state.dealType);
  for (const value of state.propertyType) params.append('category', value);
  for (const value of state.city) params.append('city', value);
  for (const value of state.suburb) params.append('suburb', value);
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.minGLA !== null) params.set('minGLA', String(state.minGLA));
  if (state.maxGLA !== null) params.set('maxGLA', String(state.maxGLA));
  for (const value of state.broker) params.append('broker', value);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page !== DEFAULT_PAGE) params.set('page', state.page);
  return params;
}

export function buildSearchHref(state: SearchState): string {
  const query = toSearchParams(state).toString();
  return query ? `/search?${query}` : '/search';
}
