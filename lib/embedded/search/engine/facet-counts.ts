import 'server-only';
import { getAlphaOrder, getValueTokens, type FacetColumn, type NumericColumn } from './columns';
import { boundedLevenshtein, typoBudget } from './levenshtein';
import { tokenizeText, type TextToken } from './text-normalize';

export interface FacetCounts {
  counts: Int32Array;
  /** Value ids with a non-zero count, in first-seen order. */
  present: Int32Array;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/** One pass over the selected records; each record counts once per distinct value. */
export function countFacetValues(column: FacetColumn, records: Int32Array): FacetCounts {
  const counts = new Int32Array(column.values.length);
  const present = new Int32Array(column.values.length);
  let presentCount = 0;
  const { single, offsets, multi } = column;
  const length = records.length;
  if (single) {
    for (let i = 0; i < length; i += 1) {
      const id = single[records[i] ?? 0] ?? -1;
      if (id < 0) continue;
      const count = (counts[id] ?? 0) + 1;
      counts[id] = count;
      if (count === 1) present[presentCount++] = id;
    }
  } else if (offsets && multi) {
    for (let i = 0; i < length; i += 1) {
      const record = records[i] ?? 0;
      const end = offsets[record + 1] ?? 0;
      for (let j = offsets[record] ?? 0; j < end; j += 1) {
        const id = multi[j] ?? 0;
        const count = (counts[id] ?? 0) + 1;
        counts[id] = count;
        if (count === 1) present[presentCount++] = id;
      }
    }
  }
  return { counts, present: present.subarray(0, presentCount) };
}

// With many distinct values (one per property), a count threshold keeps the sort to about `limit` values.
const FULL_SORT_LIMIT = 2048;

/**
 * The values that survive a cut to `limit` by count: everything above the threshold count, plus the
 * alphabetically first of the values tied at it.
 */
function preselectByCount(column: FacetColumn, { counts, present }: FacetCounts, limit: number): Int32Array {
  let maxCount = 0;
  for (const id of present) maxCount = Math.max(maxCount, counts[id] ?? 0);
  const histogram = new Int32Array(maxCount + 1);
  for (const id of present) histogram[counts[id] ?? 0] = (histogram[counts[id] ?? 0] ?? 0) + 1;
  let threshold = maxCount;
  let above = 0;
  while (threshold > 0 && above + (histogram[threshold] ?? 0) < limit) {
    above += histogram[threshold] ?? 0;
    threshold -= 1;
  }
  const kept: number[] = [];
  for (const id of present) if ((counts[id] ?? 0) > threshold) kept.push(id);
  let tiesWanted = limit - kept.length;
  for (const id of getAlphaOrder(column).alphaOrder) {
    if (tiesWanted === 0) break;
    if ((counts[id] ?? 0) === threshold && threshold > 0) {
      kept.push(id);
      tiesWanted -= 1;
    }
  }
  return Int32Array.from(kept);
}

/** Value ids by count descending then value ascending (or by value only), cut to `limit`. */
export function rankFacetValues(
  column: FacetColumn,
  facetCounts: FacetCounts,
  limit: number,
  sortBy: 'count' | 'alpha',
): Int32Array {
  const { counts } = facetCounts;
  const present =
    sortBy === 'count' && facetCounts.present.length > Math.max(FULL_SORT_LIMIT, limit * 2)
      ? preselectByCount(column, facetCounts, limit)
      : facetCounts.present;
  const size = column.values.length;
  const { alphaOrder, alphaRank } = getAlphaOrder(column);
  const keys = new Float64Array(present.length);
  let maxCount = 0;
  for (const id of present) maxCount = Math.max(maxCount, counts[id] ?? 0);
  present.forEach((id, i) => {
    const alpha = alphaRank[id] ?? 0;
    keys[i] = sortBy === 'alpha' ? alpha : (maxCount - (counts[id] ?? 0)) * size + alpha;
  });
  keys.sort();
  const kept = Math.min(limit, keys.length);
  const ranked = new Int32Array(kept);
  for (let i = 0; i < kept; i += 1) ranked[i] = alphaOrder[(keys[i] ?? 0) % size] ?? 0;
  return ranked;
}

export function toFacetObject(
  column: FacetColumn,
  counts: Int32Array,
  ranked: Int32Array,
): Record<string, number> {
  const facet: Record<string, number> = {};
  for (const id of ranked) facet[column.values[id] ?? ''] = counts[id] ?? 0;
  return facet;
}

export function computeFacetStats(column: NumericColumn, records: Int32Array): FacetStats | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  const { single, offsets, multi } = column;
  const length = records.length;
  if (single) {
    for (let i = 0; i < length; i += 1) {
      const value = single[records[i] ?? 0] ?? Number.NaN;
      if (value !== value) continue;
      if (value < min) min = value;
      if (value > max) max = value;
      sum += value;
      count += 1;
    }
  } else if (offsets && multi) {
    for (let i = 0; i < length; i += 1) {
      const record = records[i] ?? 0;
      const end = offsets[record + 1] ?? 0;
      for (let j = offsets[record] ?? 0; j < end; j += 1) {
        const value = multi[j] ?? 0;
        if (value < min) min = value;
        if (value > max) max = value;
        sum += value;
        count += 1;
      }
    }
  }
  return count === 0 ? null : { min, max, avg: sum / count, sum };
}

export interface FacetSearchOptions {
  tags: { pre: string; post: string };
  typoTolerance: boolean;
}

interface FacetQueryWord {
  word: string;
  typos: number;
}

/** How much of a value's word one query word wraps: its prefix, the whole word when it matched by typos, or 0. */
function matchedLength(token: TextToken, { word, typos }: FacetQueryWord): number {
  if (token.norm.startsWith(word)) return word.length;
  if (typos > 0 && boundedLevenshtein(word, token.norm, typos) <= typos) return token.norm.length;
  return 0;
}

function highlightValue(
  value: string,
  tokens: readonly TextToken[],
  words: readonly FacetQueryWord[],
  tags: FacetSearchOptions['tags'],
) {
  let highlighted = '';
  let cursor = 0;
  for (const token of tokens) {
    const longest = words.reduce((best, word) => Math.max(best, matchedLength(token, word)), 0);
    if (longest === 0) continue;
    highlighted += `${value.slice(cursor, token.start)}${tags.pre}${value.slice(token.start, token.start + longest)}${tags.post}`;
    cursor = token.start + longest;
  }
  return highlighted + value.slice(cursor);
}

/**
 * Facet-value search: values whose words each match a word of `facetQuery` (case- and accent-insensitive) by
 * prefix, or whole within the typos a query word of its length is allowed (as the query's own words are, so
 * "Umhlanaga" finds "Umhlanga Ridge" as hosted Algolia does), best counts first. A prefix match wraps the
 * typed prefix in the request's tags, a match by typos the whole word.
 */
export function searchFacetValues(
  column: FacetColumn,
  facetCounts: FacetCounts,
  facetQuery: string,
  limit: number,
  { tags, typoTolerance }: FacetSearchOptions,
): FacetHit[] {
  const words = tokenizeText(facetQuery).map((word) => ({ word, typos: typoBudget(word, typoTolerance) }));
  const valueTokens = getValueTokens(column);
  const matching = facetCounts.present.filter((id) => {
    const tokens = valueTokens[id] ?? [];
    return words.every((word) => tokens.some((token) => matchedLength(token, word) > 0));
  });
  const ranked = rankFacetValues(column, { counts: facetCounts.counts, present: matching }, limit, 'count');
  return Array.from(ranked, (id) => {
    const value = column.values[id] ?? '';
    return {
      value,
      highlighted: highlightValue(value, valueTokens[id] ?? [], words, tags),
      count: facetCounts.counts[id] ?? 0,
    };
  });
}
