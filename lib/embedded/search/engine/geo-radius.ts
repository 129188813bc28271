import 'server-only';
import type { RecordMask } from './filter-compile';
import { UNREACHED } from './geo-distance';
import type { TextMatch } from './text-retrieval';

/**
 * Without aroundRadius, Algolia sizes the circle by the density around the centre and "stops finding records after
 * approximately 1,000 matching records"; the engine takes that count literally.
 */
export const AUTOMATIC_RADIUS_HITS = 1000;

/** The k-th smallest (0-based) of `values[0 .. length)`, reordering them in place (Hoare quickselect). */
function selectKth(values: Int32Array, length: number, k: number): number {
  let left = 0;
  let right = length - 1;
  while (left < right) {
    const pivot = values[(left + right) >>> 1] ?? 0;
    let i = left;
    let j = right;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i += 1;
      while ((values[j] ?? 0) > pivot) j -= 1;
      if (i <= j) {
        const swapped = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swapped;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return values[k] ?? 0;
}

/**
 * The automatic radius in metres: the distance of the AUTOMATIC_RADIUS_HITS-th nearest located record among those
 * matching the query and the filters (the farthest one when fewer match), raised to `minimumRadius`. Records tied
 * at that distance all stay in, so a search may return slightly more than the count.
 */
export function computeAutomaticRadius(
  distances: Int32Array,
  match: TextMatch | null,
  filterMask: RecordMask | null,
  minimumRadius: number,
): number {
  const total = match ? match.candidates.length : distances.length;
  const reached = new Int32Array(total);
  let count = 0;
  for (let i = 0; i < total; i += 1) {
    const record = match ? (match.candidates[i] ?? 0) : i;
    const distance = distances[record] ?? UNREACHED;
    if (distance !== UNREACHED && (!filterMask || filterMask[record] === 1)) reached[count++] = distance;
  }
  const radius = count === 0 ? 0 : selectKth(reached, count, Math.min(count, AUTOMATIC_RADIUS_HITS) - 1);
  return Math.max(radius, minimumRadius);
}
