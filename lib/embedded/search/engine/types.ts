import 'server-only';
import type { FacetStats } from './facet-counts';
import type { RequestCaps } from './request-caps';

export interface IndexSettings {
  /** Dotted paths, most important first; `a,b` gives two paths the same rank, `unordered(a)` is accepted. */
  searchableAttributes: string[];
  /** Dotted paths; `searchable(x)` enables facet-value search on x, `filterOnly(x)` filters without counts. */
  attributesForFaceting: string[];
  /** Attributes usable in numericFilters, facets and facets_stats. */
  numericAttributes?: string[];
  attributeForDistinct?: string;
  /** `desc(attr)` or `asc(attr)`: the empty-query order and the last tie-break. */
  customRanking?: string[];
  /** A query equal (case-insensitive) to this attribute's value ranks that record first. */
  exactMatchAttribute?: string;
  /** Default 1000. */
  paginationLimitedTo?: number;
  /** Facet values a request gets when it does not say (`maxValuesPerFacet`); default 100. */
  maxValuesPerFacet?: number;
  /** The distinct level of a request that does not say; default 0. */
  distinct?: number;
}

/**
 * A virtual replica (Algolia's `virtual(name)`): the primary's records and settings under another
 * name, with its own customRanking. As hosted Algolia's relevant sort, it orders the most relevant
 * matches by that ranking: here the typos lead, and the ranking orders each typo group.
 */
export interface ReplicaDefinition {
  name: string;
  customRanking: string[];
}

export interface IndexDefinition {
  name: string;
  /** Each record carries a string `objectID`. */
  records: readonly Record<string, unknown>[];
  settings: IndexSettings;
  replicas?: readonly ReplicaDefinition[];
}

export interface EngineResponse {
  status: number;
  body: unknown;
}

export interface EngineRawRequest {
  method: string;
  url: string;
  bodyText: string;
}

export interface SearchEngine {
  readonly indexNames: readonly string[];
  /** The JSON-level entry: `{ requests: [...] }` in, `{ results: [...] }` or an Algolia error body out. */
  multipleQueries(body: unknown): EngineResponse;
  /** Routes a request whose body is already read (used by the HTTP handler and the in-process requester). */
  respondToRaw(request: EngineRawRequest): EngineResponse;
  /**
   * WHATWG handler for Algolia's multiple-queries route, `POST …/1/indexes/%2A/queries` (star literal or
   * encoded), within `caps` when given: a request beyond one is a 400 that names it.
   */
  handleRequest(request: Request, caps?: RequestCaps): Promise<Response>;
  /**
   * Rebuilds an existing index and its replicas from new records or settings, as a listing sync or a
   * settings change makes them; a replica the definition no longer lists is dropped.
   */
  replaceIndex(definition: IndexDefinition): void;
}

/** The `facets` and `facets_stats` of a hits result. */
export interface Aggregates {
  facets: Readonly<Record<string, Readonly<Record<string, number>>>>;
  facetsStats: Readonly<Record<string, FacetStats>>;
}
