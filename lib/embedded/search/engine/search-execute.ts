import 'server-only';
import { remember } from './bounded-cache';
import {
  countGroups,
  keepDistinctRecords,
  paginate,
  paginateDistinct,
  type PageSlice,
} from './distinct-paging';
import { badRequest } from './errors';
import { computeAggregates, freezeAggregates, resolveFacets, type Aggregates } from './facet-aggregates';
import { countFacetValues, searchFacetValues } from './facet-counts';
import { computeFilterMask, intersectMasks, type RecordMask } from './filter-compile';
import { rankByDistance } from './geo-ranking';
import { resolveGeo, type GeoResolution } from './geo-search';
import { buildHighlightResult, type HighlightOptions, type HighlightWord } from './highlight';
import { projectRecord } from './hit-projection';
import type { BuiltIndex, EmptyQueryEntry } from './index-build';
import { selectAscending, selectRecords } from './ranking';
import { typoBudget } from './levenshtein';
import type { SearchRequest } from './request-params';
import { normalizeWholeValue, tokenizeText } from './text-normalize';
import type { TextMatch } from './text-retrieval';

const ALL_ATTRIBUTES = 0xffffffff;

function allowedAttributes(index: BuiltIndex, restrict: readonly string[] | null): number {
  if (!restrict) return ALL_ATTRIBUTES;
  let mask = 0;
  for (const path of restrict) {
    const rank = index.rankOfPath.get(path);
    if (rank === undefined)
      throw badRequest(`restrictSearchableAttributes: ${path} is not a searchable attribute`);
    mask |= 1 << rank;
  }
  return mask >>> 0;
}

/** Checks what only the index can tell, so a bad request fails the batch before any query runs. */
export function validateForIndex(index: BuiltIndex, request: SearchRequest): void {
  allowedAttributes(index, request.restrictSearchableAttributes);
  if (request.type === 'facet' && !index.searchableFacets.has(request.facet)) {
    throw badRequest(
      `Cannot search in \`${request.facet}\` attribute, you need to add \`searchable(${request.facet})\` to attributesForFaceting.`,
    );
  }
}

// Refinements recur (InstantSearch resends them with every keystroke, the excluded contact is on every search),
// so whole-filter masks are kept per index.
function filterMask(index: BuiltIndex, request: SearchRequest): RecordMask | null {
  const { filter } = request;
  if (!filter) return null;
  const { filterMasks, limit } = index.caches;
  return remember(filterMasks, limit, JSON.stringify(filter), () =>
    computeFilterMask(filter, index.filterContext),
  );
}

// InstantSearch's disjunctive queries keep the area and vary the filters, so each pair's intersection is cached.
function combineWithGeo(
  index: BuiltIndex,
  request: SearchRequest,
  mask: RecordMask | null,
  geo: GeoResolution,
): RecordMask {
  if (!mask) return geo.mask;
  const { filterMasks, limit } = index.caches;
  return remember(filterMasks, limit, JSON.stringify([request.filter, geo.key]), () =>
    intersectMasks(mask, geo.mask),
  );
}

interface TextRetrieval {
  match: TextMatch | null;
  words: HighlightWord[];
}

interface Retrieval extends TextRetrieval {
  /** Filters and geo filters together. */
  mask: RecordMask | null;
  geo: GeoResolution | null;
}

function retrieve(index: BuiltIndex, request: SearchRequest): Retrieval {
  const filter = filterMask(index, request);
  const { match, words } = matchText(index, request);
  if (!request.geo) return { match, words, mask: filter, geo: null };
  const geo = resolveGeo(index, request.geo, match, filter);
  return { match, words, mask: combineWithGeo(index, request, filter, geo), geo };
}

function matchText(index: BuiltIndex, request: SearchRequest): TextRetrieval {
  const tokens = tokenizeText(request.query);
  if (tokens.length === 0) return { match: null, words: [] };
  const expansions = tokens.map((token, position) =>
    index.text.vocabulary.expand(
      token,
      position === tokens.length - 1,
      typoBudget(token, request.typoTolerance),
    ),
  );
  const pinned = index.exactMatch?.get(normalizeWholeValue(request.query)) ?? [];
  const allowed = allowedAttributes(index, request.restrictSearchableAttributes);
  return {
    match: index.matcher.match(expansions, allowed, pinned),
    words: expansions.map(({ word, isPrefix, typoWords }) => ({ word, isPrefix, typoWords })),
  };
}

/** Best first: text tier then custom rank and, around a point, distance right after the typo count. */
function selectRanked(index: BuiltIndex, { match, mask, geo }: Retrieval): Int32Array {
  const ranked = selectRecords(index.ordering, match, mask, true);
  return geo?.around && ranked.length > 1 ? rankByDistance(ranked, match, geo.around) : ranked;
}

// Without a text query the selection and its counts depend only on the filters (geo included) and facet parameters,
// and the site sends the same few (the landing page, each refinement), so they are kept per index.
function selectWithoutQuery(
  index: BuiltIndex,
  request: SearchRequest,
  retrieval: Retrieval,
  facetNames: string[],
  distinct: boolean,
): EmptyQueryEntry {
  const afterDistinct = distinct && request.facetingAfterDistinct ? request.distinct : 0;
  const { maxValuesPerFacet, sortFacetValuesBy } = request;
  const key = JSON.stringify([
    request.filter,
    request.geo,
    facetNames,
    maxValuesPerFacet,
    sortFacetValuesBy,
    afterDistinct,
  ]);
  const { emptyQueries, limit } = index.caches;
  return remember(emptyQueries, limit, key, () => {
    const ranked = selectRanked(index, retrieval);
    const selected = ranked === index.ordering.defaultOrder ? ranked : ranked.slice();
    const selection = () => ({
      ranked: selected,
      ascending: selectAscending(index.ordering, null, retrieval.mask),
    });
    const aggregates = computeAggregates(index, selection, facetNames, request, distinct);
    return { selected, aggregates: freezeAggregates(aggregates) };
  });
}

function selectPage(
  index: BuiltIndex,
  selected: Int32Array,
  request: SearchRequest,
  distinct: boolean,
): PageSlice {
  const { page, hitsPerPage } = request;
  const window = { page, hitsPerPage, paginationLimitedTo: index.paginationLimitedTo };
  if (!distinct || !index.distinct) return paginate(selected, window);
  const { column, scratch } = index.distinct;
  if (hitsPerPage === 0)
    return { records: new Int32Array(0), nbHits: countGroups(selected, column, scratch), nbPages: 0 };
  return paginateDistinct(selected, column, request.distinct, scratch, window);
}

function materializeHits(
  index: BuiltIndex,
  records: Int32Array,
  request: SearchRequest,
  words: HighlightWord[],
) {
  const requested = request.attributesToHighlight;
  const paths = !requested || requested.includes('*') ? index.searchablePaths : requested;
  const options: HighlightOptions = {
    words,
    preTag: request.highlightPreTag,
    postTag: request.highlightPostTag,
  };
  return Array.from(records, (recordId) => {
    const record = index.records[recordId] ?? {};
    const hit = projectRecord(record, request.attributesToRetrieve);
    if (paths.length > 0) hit._highlightResult = buildHighlightResult(record, paths, options);
    return hit;
  });
}

function elapsedSince(started: number): number {
  return Math.round(performance.now() - started);
}

/** Facet-value search counts as the search's facets do: after distinct when facetingAfterDistinct asks. */
function searchFacetHits(index: BuiltIndex, request: SearchRequest, started: number) {
  const retrieval = retrieve(index, request);
  const { match, mask } = retrieval;
  const column = index.facetColumns.get(request.facet);
  const afterDistinct = request.distinct > 0 && request.facetingAfterDistinct && index.distinct;
  const selected = afterDistinct
    ? keepDistinctRecords(
        selectRanked(index, retrieval),
        afterDistinct.column,
        request.distinct,
        afterDistinct.scratch,
      )
    : selectRecords(index.ordering, match, mask, false);
  const tags = { pre: request.highlightPreTag, post: request.highlightPostTag };
  const counts = column ? countFacetValues(column, selected) : null;
  const facetHits =
    column && counts
      ? searchFacetValues(column, counts, request.facetQuery, request.maxFacetHits, {
          tags,
          typoTolerance: request.typoTolerance,
        })
      : [];
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: elapsedSince(started) };
}

export function executeSearch(index: BuiltIndex, request: SearchRequest): Record<string, unknown> {
  const started = performance.now();
  if (request.type === 'facet') return searchFacetHits(index, request, started);
  const retrieval = retrieve(index, request);
  const { match, mask, words, geo } = retrieval;
  const distinct = request.distinct > 0 && index.distinct !== null;
  const facetNames = resolveFacets(index, request.facets);
  let selected: Int32Array;
  let aggregates: Aggregates;
  if (match) {
    const ordered = request.hitsPerPage > 0 || (distinct && request.facetingAfterDistinct);
    const ranked = ordered
      ? selectRanked(index, retrieval)
      : selectRecords(index.ordering, match, mask, false);
    const selection = () => ({
      ranked,
      ascending: ordered ? selectAscending(index.ordering, match, mask) : ranked,
    });
    selected = ranked;
    aggregates = computeAggregates(index, selection, facetNames, request, distinct);
  } else {
    ({ selected, aggregates } = selectWithoutQuery(index, request, retrieval, facetNames, distinct));
  }
  const page = selectPage(index, selected, request, distinct);
  const result: Record<string, unknown> = {
    hits: materializeHits(index, page.records, request, words),
    nbHits: page.nbHits,
    page: request.page,
    nbPages: page.nbPages,
    hitsPerPage: request.hitsPerPage,
  };
  if (request.facets.length > 0) result.facets = aggregates.facets;
  if (Object.keys(aggregates.facetsStats).length > 0) result.facets_stats = aggregates.facetsStats;
  Object.assign(result, {
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: request.query,
    params: request.paramsString,
    index: index.name,
    processingTimeMS: elapsedSince(started),
  });
  // Algolia echoes the centre it searched around, and the radius it chose when none was given.
  if (geo?.around) {
    result.aroundLatLng = geo.around.aroundLatLng;
    if (geo.around.automaticRadius !== null) result.automaticRadius = String(geo.around.automaticRadius);
  }
  if (request.clickAnalytics) result.queryID = crypto.randomUUID().replace(/-/g, '');
  return result;
}
