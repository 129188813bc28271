import 'server-only';
import type { RecordMask } from './filter-compile';
import type { GeoColumn } from './geo-column';
import type { GeoBox } from './geo-params';

/** Boxes as [south, north, west, east] quadruples, so the inner loop reads one flat typed array. */
function flattenBoxes(boxes: readonly GeoBox[]): Float64Array {
  return Float64Array.from(boxes.flatMap((box) => [box.south, box.north, box.west, box.east]));
}

/** Records with at least one point inside at least one box (edges included). */
export function computeBoxMask(column: GeoColumn, boxes: readonly GeoBox[]): RecordMask {
  const { offsets, lat, lng } = column;
  const recordCount = offsets.length - 1;
  const mask = new Uint8Array(recordCount);
  const bounds = flattenBoxes(boxes);
  for (let r = 0; r < recordCount; r += 1) {
    const end = offsets[r + 1] ?? 0;
    for (let p = offsets[r] ?? 0; p < end && mask[r] === 0; p += 1) {
      const y = lat[p] ?? 0;
      const x = lng[p] ?? 0;
      for (let b = 0; b < bounds.length; b += 4) {
        if (
          y >= (bounds[b] ?? 0) &&
          y <= (bounds[b + 1] ?? 0) &&
          x >= (bounds[b + 2] ?? 0) &&
          x <= (bounds[b + 3] ?? 0)
        ) {
          mask[r] = 1;
          break;
        }
      }
    }
  }
  return mask;
}

interface PreparedPolygon {
  lats: Float64Array;
  lngs: Float64Array;
  /** The polygon's own bounding box: most points fail this cheap test before the edge walk. */
  bounds: GeoBox;
}

function preparePolygon(flat: readonly number[]): PreparedPolygon {
  const size = flat.length / 2;
  const lats = new Float64Array(size);
  const lngs = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    lats[i] = flat[2 * i] ?? 0;
    lngs[i] = flat[2 * i + 1] ?? 0;
  }
  return {
    lats,
    lngs,
    bounds: {
      south: Math.min(...lats),
      north: Math.max(...lats),
      west: Math.min(...lngs),
      east: Math.max(...lngs),
    },
  };
}

/**
 * Even-odd ray casting in the latitude/longitude plane, as a map draws the polygon: concave shapes and a closing
 * point equal to the first both work. Like Algolia, a polygon is not wrapped across the 180th meridian.
 */
function containsPoint({ lats, lngs, bounds }: PreparedPolygon, y: number, x: number): boolean {
  if (y < bounds.south || y > bounds.north || x < bounds.west || x > bounds.east) return false;
  let inside = false;
  for (let i = 0, j = lats.length - 1; i < lats.length; j = i, i += 1) {
    const yi = lats[i] ?? 0;
    const yj = lats[j] ?? 0;
    if (yi > y !== yj > y) {
      const xi = lngs[i] ?? 0;
      const crossing = xi + ((y - yi) * ((lngs[j] ?? 0) - xi)) / (yj - yi);
      if (x < crossing) inside = !inside;
    }
  }
  return inside;
}

function insideAny(polygons: readonly PreparedPolygon[], y: number, x: number): boolean {
  for (const polygon of polygons) if (containsPoint(polygon, y, x)) return true;
  return false;
}

/** Records with at least one point inside at least one polygon. */
export function computePolygonMask(column: GeoColumn, polygons: readonly number[][]): RecordMask {
  const { offsets, lat, lng } = column;
  const recordCount = offsets.length - 1;
  const mask = new Uint8Array(recordCount);
  const prepared = polygons.map(preparePolygon);
  for (let r = 0; r < recordCount; r += 1) {
    const end = offsets[r + 1] ?? 0;
    for (let p = offsets[r] ?? 0; p < end && mask[r] === 0; p += 1) {
      if (insideAny(prepared, lat[p] ?? 0, lng[p] ?? 0)) mask[r] = 1;
    }
  }
  return mask;
}

/** Records whose distance is known and at most `radius` metres. */
export function computeRadiusMask(distances: Int32Array, radius: number): RecordMask {
  const mask = new Uint8Array(distances.length);
  for (let r = 0; r < distances.length; r += 1) {
    const distance = distances[r] ?? -1;
    if (distance >= 0 && distance <= radius) mask[r] = 1;
  }
  return mask;
}
