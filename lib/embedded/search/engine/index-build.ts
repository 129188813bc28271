import 'server-only';
import { createPathReader, parseAttributeSpec } from './attribute-paths';
import {
  createDistinctColumnBuilder,
  createFacetColumnBuilder,
  createNumericColumnBuilder,
  getAlphaOrder,
  type ColumnBuilder,
  type DistinctColumn,
  type FacetColumn,
  type NumericColumn,
} from './columns';
import { createDistinctScratch, type DistinctScratch } from './distinct-paging';
import type { FilterContext, RecordMask } from './filter-compile';
import { TAGS_ATTRIBUTE } from './filter-syntax';
import { createGeoColumnBuilder, type GeoColumn } from './geo-column';
import { createDefaultOrderBuilder, MAX_RECORDS_PER_INDEX, type OrderingContext } from './ranking';
import { normalizeWholeValue } from './text-normalize';
import { createTextIndexBuilder, MAX_ATTRIBUTE_RANK, type TextIndex } from './text-index';
import { createTextMatcher, type TextMatcher } from './text-retrieval';
import { ENGINE_REQUEST_DEFAULTS, type RequestDefaults } from './request-params';
import type { Aggregates, IndexDefinition, ReplicaDefinition } from './types';

const DEFAULT_PAGINATION_LIMITED_TO = 1000;

/** Everything a query needs, built once: records never change after the engine is created. */
export interface BuiltIndex {
  name: string;
  records: readonly Record<string, unknown>[];
  paginationLimitedTo: number;
  /** The index's maxValuesPerFacet and distinct, for requests that do not say. */
  requestDefaults: RequestDefaults;
  /** Searchable paths in rank order, the default attributes to highlight. */
  searchablePaths: readonly string[];
  rankOfPath: ReadonlyMap<string, number>;
  text: TextIndex;
  matcher: TextMatcher;
  /** attributesForFaceting that return counts, in settings order (`facets: ['*']`). */
  countedFacets: readonly string[];
  /** Facet attributes allowed in a facet-value search (`searchable(x)`). */
  searchableFacets: ReadonlySet<string>;
  facetColumns: ReadonlyMap<string, FacetColumn>;
  numericColumns: ReadonlyMap<string, NumericColumn>;
  distinct: { column: DistinctColumn; scratch: DistinctScratch } | null;
  ordering: OrderingContext;
  exactMatch: ReadonlyMap<string, readonly number[]> | null;
  filterContext: FilterContext;
  /** Every record's `_geoloc` points. */
  geo: GeoColumn;
  caches: IndexCaches;
}

/**
 * Per-query caches, bounded: masks of whole filter trees (geo included), empty-query selections, masks of geo
 * shapes and distances to a search centre.
 */
export interface IndexCaches {
  filterMasks: Map<string, RecordMask>;
  emptyQueries: Map<string, EmptyQueryEntry>;
  geoMasks: Map<string, RecordMask>;
  geoDistances: Map<string, Int32Array>;
  limit: number;
}

/** The ranked selection and the aggregates of a request without a text query. */
export interface EmptyQueryEntry {
  selected: Int32Array;
  aggregates: Aggregates;
}

// Masks and cached selections cost a few bytes per record each; this bounds them per cache.
const CACHE_BYTES = 32 * 1024 * 1024;
const MIN_CACHE_ENTRIES = 16;

/**
 * Checks every record has an objectID and keeps the last record of a repeated objectID, as Algolia's
 * saveObjects replaces a record that already exists.
 */
function uniqueRecords(definition: IndexDefinition): readonly Record<string, unknown>[] {
  const lastPosition = new Map<string, number>();
  definition.records.forEach((record, position) => {
    const { objectID } = record;
    if (typeof objectID !== 'string' || objectID === '') {
      throw new Error(`Index ${definition.name}: record ${position} has no string objectID`);
    }
    lastPosition.set(objectID, position);
  });
  const records =
    lastPosition.size === definition.records.length
      ? definition.records
      : definition.records.filter(
          (record, position) => lastPosition.get(String(record.objectID)) === position,
        );
  if (records.length > MAX_RECORDS_PER_INDEX) {
    throw new Error(`Index ${definition.name} has more than ${MAX_RECORDS_PER_INDEX} records`);
  }
  return records;
}

function createExactMatchBuilder(attribute: string): ColumnBuilder<Map<string, number[]>> {
  const read = createPathReader(attribute);
  const byValue = new Map<string, number[]>();
  let currentRecord = 0;
  const visit = (value: string | number | boolean) => {
    const key = normalizeWholeValue(String(value));
    if (key === '') return;
    const ids = byValue.get(key);
    if (ids) ids.push(currentRecord);
    else byValue.set(key, [currentRecord]);
  };
  return {
    add(record, recordId) {
      currentRecord = recordId;
      read(record, visit);
    },
    finish: () => byValue,
  };
}

function buildColumns<T>(builders: ReadonlyMap<string, ColumnBuilder<T>>): Map<string, T> {
  return new Map([...builders].map(([path, builder]) => [path, builder.finish()]));
}

function buildOrdering(
  customRanking: readonly string[],
  records: readonly Record<string, unknown>[],
  relevantSort: boolean,
): OrderingContext {
  const builder = createDefaultOrderBuilder(customRanking, records.length);
  records.forEach((record, recordId) => builder.add(record, recordId));
  const { order: defaultOrder, rankOf } = builder.finish();
  const count = records.length;
  return {
    defaultOrder,
    rankOf,
    buffer: new Int32Array(count),
    ascendingBuffer: new Int32Array(count),
    relevantSort,
  };
}

/**
 * A virtual replica shares the primary's text index, columns and filter masks; only the order and
 * the caches of ranked selections are its own.
 */
export function buildReplica(primary: BuiltIndex, replica: ReplicaDefinition): BuiltIndex {
  return {
    ...primary,
    name: replica.name,
    ordering: buildOrdering(replica.customRanking, primary.records, true),
    caches: { ...primary.caches, emptyQueries: new Map() },
  };
}

export function buildIndex(definition: IndexDefinition): BuiltIndex {
  const records = uniqueRecords(definition);
  const { settings } = definition;
  const count = records.length;
  const attributeRanks = settings.searchableAttributes.map((entry) =>
    entry.split(',').map((part) => parseAttributeSpec(part).path),
  );
  const rankOfPath = new Map<string, number>();
  attributeRanks.forEach((paths, rank) => {
    for (const path of paths) rankOfPath.set(path, Math.min(rank, MAX_ATTRIBUTE_RANK));
  });
  const facetSpecs = settings.attributesForFaceting.map(parseAttributeSpec);
  const numericAttributes = settings.numericAttributes ?? [];
  const facetPaths = new Set([...facetSpecs.map((spec) => spec.path), ...numericAttributes]);
  if (records.some((record) => TAGS_ATTRIBUTE in record)) facetPaths.add(TAGS_ATTRIBUTE);

  const text = createTextIndexBuilder(attributeRanks);
  const facets = new Map([...facetPaths].map((path) => [path, createFacetColumnBuilder(path, count)]));
  const numerics = new Map(numericAttributes.map((path) => [path, createNumericColumnBuilder(path, count)]));
  const distinct = settings.attributeForDistinct
    ? createDistinctColumnBuilder(settings.attributeForDistinct, count)
    : null;
  const exactMatch = settings.exactMatchAttribute
    ? createExactMatchBuilder(settings.exactMatchAttribute)
    : null;
  const geo = createGeoColumnBuilder(count);
  const builders: ColumnBuilder<unknown>[] = [text, geo, ...facets.values(), ...numerics.values()];
  if (distinct) builders.push(distinct);
  if (exactMatch) builders.push(exactMatch);
  records.forEach((record, recordId) => {
    for (const builder of builders) builder.add(record, recordId);
  });

  const textIndex = text.finish();
  const distinctColumn = distinct?.finish() ?? null;
  const facetColumns = buildColumns(facets);
  const numericColumns = buildColumns(numerics);
  const countedFacets = facetSpecs.filter((spec) => spec.modifier !== 'filterOnly').map((spec) => spec.path);
  // Sorting the values of a facet that is counted is build work, not the first visitor's wait.
  for (const path of [...countedFacets, ...numericAttributes]) {
    const column = facetColumns.get(path);
    if (column) getAlphaOrder(column);
  }
  const cacheLimit = Math.max(MIN_CACHE_ENTRIES, Math.floor(CACHE_BYTES / Math.max(count * 4, 1)));
  return {
    name: definition.name,
    records,
    paginationLimitedTo: settings.paginationLimitedTo ?? DEFAULT_PAGINATION_LIMITED_TO,
    requestDefaults: {
      maxValuesPerFacet: settings.maxValuesPerFacet ?? ENGINE_REQUEST_DEFAULTS.maxValuesPerFacet,
      distinct: settings.distinct ?? ENGINE_REQUEST_DEFAULTS.distinct,
    },
    searchablePaths: attributeRanks.flat(),
    rankOfPath,
    text: textIndex,
    matcher: createTextMatcher(textIndex, count),
    countedFacets,
    searchableFacets: new Set(
      facetSpecs.filter((spec) => spec.modifier === 'searchable').map((spec) => spec.path),
    ),
    facetColumns,
    numericColumns,
    distinct: distinctColumn
      ? { column: distinctColumn, scratch: createDistinctScratch(distinctColumn.groupCount) }
      : null,
    ordering: buildOrdering(settings.customRanking ?? [], records, false),
    exactMatch: exactMatch?.finish() ?? null,
    filterContext: {
      recordCount: count,
      facetColumn: (attribute) => facetColumns.get(attribute),
      numericColumn: (attribute) => numericColumns.get(attribute),
      leafMasks: new Map(),
      leafMaskLimit: cacheLimit,
    },
    geo: geo.finish(),
    caches: {
      filterMasks: new Map(),
      emptyQueries: new Map(),
      geoMasks: new Map(),
      geoDistances: new Map(),
      limit: cacheLimit,
    },
  };
}
