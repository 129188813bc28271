import 'server-only';
import type { DistinctColumn } from './columns';

export interface PageWindow {
  page: number;
  hitsPerPage: number;
  paginationLimitedTo: number;
}

export interface PageSlice {
  /** Record ids of the requested page, in display order. */
  records: Int32Array;
  /** Records, or groups when distinct is on. */
  nbHits: number;
  nbPages: number;
}

function pageBounds(total: number, { page, hitsPerPage, paginationLimitedTo }: PageWindow) {
  const reachable = Math.min(total, paginationLimitedTo);
  const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
  const from = Math.min(page * hitsPerPage, reachable);
  const to = Math.min(from + hitsPerPage, reachable);
  return { nbPages, from, to };
}

export function paginate(ordered: Int32Array, window: PageWindow): PageSlice {
  const { nbPages, from, to } = pageBounds(ordered.length, window);
  return { records: ordered.slice(from, to), nbHits: ordered.length, nbPages };
}

/**
 * Per-index scratch for distinct: a group's sequence number is valid only when its stamp equals the current
 * query's stamp, so nothing is cleared between queries.
 */
export interface DistinctScratch {
  stamp: Int32Array;
  sequence: Int32Array;
  kept: Uint8Array;
  current: number;
}

export function createDistinctScratch(groupCount: number): DistinctScratch {
  return {
    stamp: new Int32Array(groupCount),
    sequence: new Int32Array(groupCount),
    kept: new Uint8Array(groupCount),
    current: 0,
  };
}

function nextStamp(scratch: DistinctScratch): number {
  scratch.current += 1;
  if (scratch.current === 2 ** 31 - 1) {
    scratch.stamp.fill(0);
    scratch.current = 1;
  }
  return scratch.current;
}

/** Number of groups among the records; records without a key are groups of their own. */
export function countGroups(records: Int32Array, column: DistinctColumn, scratch: DistinctScratch): number {
  const stamp = nextStamp(scratch);
  let groups = 0;
  for (const record of records) {
    const group = column.groups[record] ?? -1;
    if (group < 0) groups += 1;
    else if (scratch.stamp[group] !== stamp) {
      scratch.stamp[group] = stamp;
      groups += 1;
    }
  }
  return groups;
}

/**
 * Walks the ranked records keeping the best `perGroup` of each group. `onKept` receives every kept record with its
 * group's sequence number (the rank of the group's best record); the walk returns the number of groups.
 */
function walkGroups(
  ordered: Int32Array,
  column: DistinctColumn,
  perGroup: number,
  scratch: DistinctScratch,
  onKept: (record: number, sequence: number) => void,
): number {
  const stamp = nextStamp(scratch);
  let groups = 0;
  for (const record of ordered) {
    const group = column.groups[record] ?? -1;
    if (group < 0) {
      onKept(record, groups);
      groups += 1;
      continue;
    }
    if (scratch.stamp[group] !== stamp) {
      scratch.stamp[group] = stamp;
      scratch.sequence[group] = groups;
      scratch.kept[group] = 0;
      groups += 1;
    }
    const kept = scratch.kept[group] ?? 0;
    if (kept < perGroup) {
      scratch.kept[group] = kept + 1;
      onKept(record, scratch.sequence[group] ?? 0);
    }
  }
  return groups;
}

/** Paginates over groups: `hitsPerPage` counts groups and each group shows its kept records together. */
export function paginateDistinct(
  ordered: Int32Array,
  column: DistinctColumn,
  perGroup: number,
  scratch: DistinctScratch,
  window: PageWindow,
): PageSlice {
  const pageGroups: number[][] = [];
  const firstSequence = window.page * window.hitsPerPage;
  const nbHits = walkGroups(ordered, column, perGroup, scratch, (record, sequence) => {
    const slot = sequence - firstSequence;
    if (slot < 0 || slot >= window.hitsPerPage) return;
    (pageGroups[slot] ??= []).push(record);
  });
  const { nbPages, from, to } = pageBounds(nbHits, window);
  const records = pageGroups.slice(0, to - from).flat();
  return { records: Int32Array.from(records), nbHits, nbPages };
}

/** The records that survive distinct, for `facetingAfterDistinct`. */
export function keepDistinctRecords(
  ordered: Int32Array,
  column: DistinctColumn,
  perGroup: number,
  scratch: DistinctScratch,
): Int32Array {
  const kept: number[] = [];
  walkGroups(ordered, column, perGroup, scratch, (record) => kept.push(record));
  return Int32Array.from(kept);
}
