import 'server-only';
import { createPathReader, parseRankingSpec, type Primitive } from './attribute-paths';
import type { ColumnBuilder } from './columns';
import type { RecordMask } from './filter-compile';
import { TIER_COUNT, typoGroupOfTier, type TextMatch } from './text-retrieval';

type SortKey = number | string | undefined;

function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : 1;
}

export interface DefaultOrder {
  order: Int32Array;
  rankOf: Int32Array;
}

/**
 * Record ids in customRanking order (records lacking a value last, then insertion order). This is the empty-query
 * order and, through `rankOf`, the last tie-break of text queries.
 */
export function createDefaultOrderBuilder(
  customRanking: readonly string[],
  recordCount: number,
): ColumnBuilder<DefaultOrder> {
  const specs = customRanking.map((entry) => {
    const spec = parseRankingSpec(entry);
    return { direction: spec.direction, read: createPathReader(spec.path) };
  });
  const keys = specs.map((): SortKey[] => new Array<SortKey>(recordCount));
  let current: SortKey = undefined;
  const visit = (value: Primitive) => {
    if (current === undefined) current = typeof value === 'boolean' ? Number(value) : value;
  };
  return {
    add(record, recordId) {
      for (let s = 0; s < specs.length; s += 1) {
        current = undefined;
        specs[s]?.read(record, visit);
        const column = keys[s];
        if (column) column[recordId] = current;
      }
    },
    finish() {
      const order = Int32Array.from({ length: recordCount }, (_, i) => i).sort((a, b) => {
        for (let s = 0; s < specs.length; s += 1) {
          const column = keys[s] ?? [];
          const left = column[a];
          const right = column[b];
          const compared = compareKeys(left, right);
          if (compared === 0) continue;
          const descending = specs[s]?.direction === 'desc' && left !== undefined && right !== undefined;
          return descending ? -compared : compared;
        }
        return a - b;
      });
      const rankOf = new Int32Array(recordCount);
      order.forEach((record, rank) => {
        rankOf[record] = rank;
      });
      return { order, rankOf };
    },
  };
}

export interface OrderingContext {
  defaultOrder: Int32Array;
  rankOf: Int32Array;
  /** Reused output buffers of the index's size, for the ranked and the id-ordered selection. */
  buffer: Int32Array;
  ascendingBuffer: Int32Array;
  /**
   * A virtual replica's relevant sort: Algolia keeps the most relevant results and orders them by
   * the replica's customRanking, so a price order reads as one. Here the typos alone lead (a pinned
   * match, then exact words, then one typo, …) and the custom rank orders each typo group; the
   * attribute and whole-word criteria that rank a primary's answers do not.
   */
  relevantSort: boolean;
}

/** The slot of a record's text tier in the ordering: the whole tier, or its typo group in a relevant sort. */
function slotOf(tier: number, context: OrderingContext): number {
  return context.relevantSort ? typoGroupOfTier(tier) : tier + 1;
}

// Sort keys pack (tier, custom rank) into one float64 so the native typed-array sort does the work.
export const MAX_RECORDS_PER_INDEX = 2 ** 24;

// Below this share of the index, sorting the candidates beats walking the whole default order.
const WALK_THRESHOLD_DIVISOR = 8;

function sortByTierAndRank(selected: Int32Array, match: TextMatch, context: OrderingContext): void {
  const { defaultOrder, rankOf } = context;
  const keys = new Float64Array(selected.length);
  for (let i = 0; i < selected.length; i += 1) {
    const record = selected[i] ?? 0;
    keys[i] = slotOf(match.tierOf(record), context) * MAX_RECORDS_PER_INDEX + (rankOf[record] ?? 0);
  }
  keys.sort();
  for (let i = 0; i < selected.length; i += 1) {
    selected[i] = defaultOrder[(keys[i] ?? 0) % MAX_RECORDS_PER_INDEX] ?? 0;
  }
}

/** Stable counting sort by tier of records already in custom-rank order. */
function stableSortByTier(selected: Int32Array, match: TextMatch, context: OrderingContext): void {
  const tiers = new Int32Array(selected.length);
  // Slot 0 holds the pinned tier (-1).
  const starts = new Int32Array(TIER_COUNT + 1);
  for (let i = 0; i < selected.length; i += 1) {
    const slot = slotOf(match.tierOf(selected[i] ?? 0), context);
    tiers[i] = slot;
    starts[slot] = (starts[slot] ?? 0) + 1;
  }
  let offset = 0;
  for (let slot = 0; slot < starts.length; slot += 1) {
    const size = starts[slot] ?? 0;
    starts[slot] = offset;
    offset += size;
  }
  const sorted = new Int32Array(selected.length);
  for (let i = 0; i < selected.length; i += 1) {
    const slot = tiers[i] ?? 0;
    const target = starts[slot] ?? 0;
    sorted[target] = selected[i] ?? 0;
    starts[slot] = target + 1;
  }
  selected.set(sorted);
}

/**
 * The records that pass the filter, best first when `ordered` is set: by text tier (pinned exact match,
 * typos, attribute, whole words; the typos alone in a relevant sort), then custom rank. Without a query
 * the default order already is the answer; with many candidates, walking the default order yields the
 * custom-rank order for free and leaves a counting sort by tier.
 */
export function selectRecords(
  context: OrderingContext,
  match: TextMatch | null,
  mask: RecordMask | null,
  ordered: boolean,
): Int32Array {
  const { defaultOrder, buffer } = context;
  let count = 0;
  if (!match) {
    if (!mask) return defaultOrder;
    for (const record of defaultOrder) {
      if (mask[record] === 1) buffer[count++] = record;
    }
    return buffer.subarray(0, count);
  }
  if (ordered && match.candidates.length * WALK_THRESHOLD_DIVISOR > defaultOrder.length) {
    for (const record of defaultOrder) {
      if (match.isCandidate(record) && (!mask || mask[record] === 1)) buffer[count++] = record;
    }
    const selected = buffer.subarray(0, count);
    stableSortByTier(selected, match, context);
    return selected;
  }
  for (const record of match.candidates) {
    if (!mask || mask[record] === 1) buffer[count++] = record;
  }
  const selected = buffer.subarray(0, count);
  if (ordered && count > 1) sortByTierAndRank(selected, match, context);
  return selected;
}

// Above this share of the index, one pass over all record ids beats sorting a copy of the candidates.
const ASCENDING_WALK_DIVISOR = 16;

/**
 * The same records as selectRecords, in record-id order. Facet counting reads one column slot per record, and in
 * id order those reads are sequential instead of scattered over columns larger than the CPU cache.
 */
export function selectAscending(context: OrderingContext, match: TextMatch | null, mask: RecordMask | null) {
  const { defaultOrder, ascendingBuffer } = context;
  const recordCount = defaultOrder.length;
  let count = 0;
  if (!match) {
    for (let record = 0; record < recordCount; record += 1) {
      if (!mask || mask[record] === 1) ascendingBuffer[count++] = record;
    }
    return ascendingBuffer.subarray(0, count);
  }
  if (match.candidates.length * ASCENDING_WALK_DIVISOR > recordCount) {
    for (let record = 0; record < recordCount; record += 1) {
      if (match.isCandidate(record) && (!mask || mask[record] === 1)) ascendingBuffer[count++] = record;
    }
    return ascendingBuffer.subarray(0, count);
  }
  for (const record of match.candidates) {
    if (!mask || mask[record] === 1) ascendingBuffer[count++] = record;
  }
  return ascendingBuffer.subarray(0, count).sort();
}
