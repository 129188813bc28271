import 'server-only';
import { isPlainObject } from './attribute-paths';
import { badRequest } from './errors';
import { parseFilterExpression } from './filter-expression';
import { combineWithAnd, parseFilterList, type FilterNode } from './filter-syntax';
import { readGeoFilter, type GeoFilter } from './geo-params';

/** One entry of `requests[]`, normalised: defaults applied, lists as arrays, every filter in one tree. */
export interface SearchRequest {
  indexName: string;
  type: 'default' | 'facet';
  query: string;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  filter: FilterNode | null;
  /** insideBoundingBox, insidePolygon or aroundLatLng with its radius and precision, after Algolia's precedence. */
  geo: GeoFilter | null;
  page: number;
  hitsPerPage: number;
  distinct: number;
  facetingAfterDistinct: boolean;
  attributesToRetrieve: string[] | null;
  attributesToHighlight: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  restrictSearchableAttributes: string[] | null;
  typoTolerance: boolean;
  clickAnalytics: boolean;
  facet: string;
  facetQuery: string;
  maxFacetHits: number;
  /** The effective parameters, URL-encoded, echoed as `params` in the result. */
  paramsString: string;
}

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_MAX_VALUES_PER_FACET = 100;
const MAX_VALUES_PER_FACET = 1000;
const DEFAULT_MAX_FACET_HITS = 10;
const MAX_FACET_HITS = 100;
const MAX_QUERY_LENGTH = 512;
/** Filters nest two levels, geo boxes three; echoing a parameter recurses, so anything deeper is refused first. */
export const MAX_PARAM_NESTING = 8;
const ECHO_EXCLUDED = new Set(['indexName', 'params', 'type', 'facet', 'facetQuery', 'maxFacetHits']);

type RawParams = Record<string, unknown>;

// Free-text parameters stay as typed even when they look like JSON (a user may search for "[office]").
const TEXT_PARAMS = new Set([
  'query',
  'filters',
  'facetQuery',
  'highlightPreTag',
  'highlightPostTag',
  'userToken',
]);

/** v4 and raw REST callers send `params` as a query string with JSON-encoded arrays and objects inside. */
function parseParamsString(params: string): RawParams {
  const parsed: RawParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    const trimmed = value.trim();
    parsed[key] = value;
    if (TEXT_PARAMS.has(key) || !(trimmed.startsWith('[') || trimmed.startsWith('{'))) continue;
    try {
      parsed[key] = JSON.parse(trimmed);
    } catch {
      throw badRequest(`params: ${key} is not valid JSON`);
    }
  }
  return parsed;
}

function mergeParams(entry: RawParams): RawParams {
  const { params, ...fields } = entry;
  if (params === undefined || params === null) return fields;
  if (typeof params === 'string') return { ...parseParamsString(params), ...fields };
  if (isPlainObject(params)) return { ...params, ...fields };
  throw badRequest('params must be a URL-encoded string or an object');
}

function nestingExceeds(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth === limit) return true;
    for (const child of Object.values(item.value)) pending.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

function assertShallow(params: RawParams): void {
  for (const [key, value] of Object.entries(params)) {
    if (nestingExceeds(value, MAX_PARAM_NESTING)) {
      throw badRequest(`${key} is nested more than ${MAX_PARAM_NESTING} levels deep`);
    }
  }
}

function readString(params: RawParams, key: string, fallback: string): string {
  const value = params[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw badRequest(`${key} must be a string`);
}

function readInteger(params: RawParams, key: string, fallback: number): number {
  const value = params[key];
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw badRequest(`${key} must be an integer`);
  return number;
}

function readBoolean(params: RawParams, key: string, fallback: boolean): boolean {
  const value = params[key];
  if (value === undefined || value === null) return fallback;
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw badRequest(`${key} must be a boolean`);
}

function readStringList(params: RawParams, key: string): string[] | null {
  const value = params[key];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
  if (Array.isArray(value) && value.every((item): item is string => typeof item === 'string')) return value;
  throw badRequest(`${key} must be a string or an array of strings`);
}

function readDistinct(params: RawParams, fallback: number): number {
  const value = params.distinct;
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  const distinct = readInteger(params, 'distinct', fallback);
  if (distinct < 0 || distinct > 4) throw badRequest('distinct must be a boolean or an integer from 0 to 4');
  return distinct;
}

function readFilter(params: RawParams): FilterNode | null {
  const filters = params.filters;
  if (filters !== undefined && filters !== null && typeof filters !== 'string') {
    throw badRequest('filters must be a string');
  }
  return combineWithAnd([
    typeof filters === 'string' ? parseFilterExpression(filters) : null,
    parseFilterList(params.facetFilters, 'facetFilters'),
    parseFilterList(params.numericFilters, 'numericFilters'),
    parseFilterList(params.tagFilters, 'tagFilters'),
  ]);
}

function echoParams(params: RawParams): string {
  const echo = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (ECHO_EXCLUDED.has(key) || value === undefined) continue;
    echo.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return echo.toString();
}

/** What an index's settings say for a request that does not. */
export interface RequestDefaults {
  maxValuesPerFacet: number;
  distinct: number;
}

export const ENGINE_REQUEST_DEFAULTS: RequestDefaults = {
  maxValuesPerFacet: DEFAULT_MAX_VALUES_PER_FACET,
  distinct: 0,
};

export function normalizeSearchRequest(
  entry: unknown,
  defaultsOf: (indexName: string) => RequestDefaults = () => ENGINE_REQUEST_DEFAULTS,
): SearchRequest {
  if (!isPlainObject(entry)) throw badRequest('each entry of requests must be an object');
  const params = mergeParams(entry);
  assertShallow(params);
  const indexName = readString(params, 'indexName', '');
  if (indexName === '') throw badRequest('indexName is required in every request');
  const type = readString(params, 'type', 'default');
  if (type !== 'default' && type !== 'facet')
    throw badRequest(`type must be "default" or "facet", not "${type}"`);
  const query = readString(params, 'query', '');
  if (query.length > MAX_QUERY_LENGTH)
    throw badRequest(`query is longer than ${MAX_QUERY_LENGTH} characters`);
  const hitsPerPage = readInteger(params, 'hitsPerPage', DEFAULT_HITS_PER_PAGE);
  if (hitsPerPage < 0 || hitsPerPage > MAX_HITS_PER_PAGE) {
    throw badRequest(`hitsPerPage must be between 0 and ${MAX_HITS_PER_PAGE}, got ${hitsPerPage}`);
  }
  const page = readInteger(params, 'page', 0);
  if (page < 0) throw badRequest(`page must be 0 or more, got ${page}`);
  const defaults = defaultsOf(indexName);
  const maxValuesPerFacet = readInteger(params, 'maxValuesPerFacet', defaults.maxValuesPerFacet);
  if (maxValuesPerFacet < 0) throw badRequest('maxValuesPerFacet must be 0 or more');
  const sortFacetValuesBy = readString(params, 'sortFacetValuesBy', 'count');
  if (sortFacetValuesBy !== 'count' && sortFacetValuesBy !== 'alpha') {
    throw badRequest('sortFacetValuesBy must be "count" or "alpha"');
  }
  const facet = readString(params, 'facet', '');
  if (type === 'facet' && facet === '') throw badRequest('facet is required when type is "facet"');
  const maxFacetHits = readInteger(params, 'maxFacetHits', DEFAULT_MAX_FACET_HITS);
  return {
    indexName,
    type,
    query,
    facets: readStringList(params, 'facets') ?? [],
    maxValuesPerFacet: Math.min(maxValuesPerFacet, MAX_VALUES_PER_FACET),
    sortFacetValuesBy,
    filter: readFilter(params),
    geo: readGeoFilter(params),
    page,
    hitsPerPage,
    distinct: readDistinct(params, defaults.distinct),
    facetingAfterDistinct: readBoolean(params, 'facetingAfterDistinct', false),
    attributesToRetrieve: readStringList(params, 'attributesToRetrieve'),
    attributesToHighlight: readStringList(params, 'attributesToHighlight'),
    highlightPreTag: readString(params, 'highlightPreTag', '<em>'),
    highlightPostTag: readString(params, 'highlightPostTag', '</em>'),
    restrictSearchableAttributes: readStringList(params, 'restrictSearchableAttributes'),
    typoTolerance: params.typoTolerance !== false && params.typoTolerance !== 'false',
    clickAnalytics: readBoolean(params, 'clickAnalytics', false),
    facet,
    facetQuery: readString(params, 'facetQuery', ''),
    maxFacetHits: Math.min(Math.max(maxFacetHits, 1), MAX_FACET_HITS),
    paramsString: echoParams(params),
  };
}
