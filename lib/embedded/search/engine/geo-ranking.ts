import 'server-only';
import { MAX_DISTANCE_METRES } from './geo-distance';
import type { PrecisionRange } from './geo-params';
import { MAX_RECORDS_PER_INDEX } from './ranking';
import { typoGroupOfTier, type TextMatch } from './text-retrieval';

/** What ranking by distance needs: each record's distance in metres and the request's aroundPrecision. */
export interface DistanceRanking {
  distances: Int32Array;
  precision: readonly PrecisionRange[];
}

// Sort keys pack (typo group, precision step, position) into one float64: groups stay below 17, steps below this
// stride and positions below MAX_RECORDS_PER_INDEX (2^24), so keys stay under 2^53.
const GROUP_STRIDE = MAX_DISTANCE_METRES + 1;

/** The start, in metres, of the precision step holding `distance`: records in one step rank as equally near. */
function precisionStep(distance: number, ranges: readonly PrecisionRange[]): number {
  let range = ranges[0] ?? { from: 0, value: 1 };
  for (const candidate of ranges) {
    if (candidate.from > distance) break;
    range = candidate;
  }
  return range.from + Math.floor((distance - range.from) / range.value) * range.value;
}

/**
 * Re-sorts records already in text-then-custom order by (typo group, precision step), keeping their order within
 * a step. Algolia's default formula is typo, geo, words, filters, proximity, attribute, exact, custom; the engine's
 * text tier is typo, attribute, exact, so this puts geo right after typo and leaves the rest as it was.
 */
export function rankByDistance(
  selected: Int32Array,
  match: TextMatch | null,
  { distances, precision }: DistanceRanking,
): Int32Array {
  const count = selected.length;
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const record = selected[i] ?? 0;
    const group = match ? typoGroupOfTier(match.tierOf(record)) : 0;
    const step = precisionStep(distances[record] ?? 0, precision);
    keys[i] = (group * GROUP_STRIDE + step) * MAX_RECORDS_PER_INDEX + i;
  }
  keys.sort();
  const ranked = new Int32Array(count);
  for (let i = 0; i < count; i += 1) ranked[i] = selected[(keys[i] ?? 0) % MAX_RECORDS_PER_INDEX] ?? 0;
  return ranked;
}
