import 'server-only';
import { DEGREES_TO_RADIANS, type GeoColumn } from './geo-column';
import type { GeoPoint } from './geo-params';

// Algolia ranks by great-circle distance without documenting its Earth model; the mean radius is the usual choice.
export const EARTH_RADIUS_METRES = 6_371_000;
/** Half a great circle: no two points on the sphere are farther apart. */
export const MAX_DISTANCE_METRES = Math.ceil(Math.PI * EARTH_RADIUS_METRES);
/** A record without a point, or whose every point is out of reach. */
export const UNREACHED = -1;

/**
 * Each record's distance to `center` in whole metres, through its nearest point (haversine), or UNREACHED when no
 * point lies within `reach` metres. One pass over typed arrays; points farther in latitude alone than `reach` skip
 * the trigonometry, which spares most of it for a radius of a few kilometres.
 */
export function computeDistances(column: GeoColumn, center: GeoPoint, reach: number): Int32Array {
  const { offsets, lat, lng, cosLat } = column;
  const recordCount = offsets.length - 1;
  const distances = new Int32Array(recordCount).fill(UNREACHED);
  const cosCenter = Math.cos(center.lat * DEGREES_TO_RADIANS);
  // Half a metre of slack: distances are compared to the radius after rounding.
  const maxLatDelta = (reach + 0.5) / EARTH_RADIUS_METRES / DEGREES_TO_RADIANS;
  const halfRadians = DEGREES_TO_RADIANS / 2;
  for (let r = 0; r < recordCount; r += 1) {
    const end = offsets[r + 1] ?? 0;
    let nearest = Number.POSITIVE_INFINITY;
    for (let p = offsets[r] ?? 0; p < end; p += 1) {
      const latDelta = (lat[p] ?? 0) - center.lat;
      if (latDelta > maxLatDelta || latDelta < -maxLatDelta) continue;
      const sinLat = Math.sin(latDelta * halfRadians);
      const sinLng = Math.sin(((lng[p] ?? 0) - center.lng) * halfRadians);
      const h = sinLat * sinLat + cosCenter * (cosLat[p] ?? 0) * sinLng * sinLng;
      const distance = 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
      if (distance < nearest) nearest = distance;
    }
    // Below reach + 0.5 is what rounds to at most reach; an unlocated record stays at infinity and out.
    if (nearest < reach + 0.5) distances[r] = Math.round(nearest);
  }
  return distances;
}
