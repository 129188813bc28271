import 'server-only';
import { isPlainObject } from './attribute-paths';
import type { ColumnBuilder } from './columns';
import { growFloat64 } from './growable';

export const DEGREES_TO_RADIANS = Math.PI / 180;

/** Algolia's reserved attribute: `{ lat, lng }` or an array of them, numbers only. */
const GEOLOC_ATTRIBUTE = '_geoloc';

/**
 * The points of every record in CSR form: those of record r are `offsets[r] .. offsets[r + 1]`, none for a record
 * without a valid `_geoloc`, which therefore never matches a geo search. The cosine of each latitude is kept
 * because every distance needs it and it never changes.
 */
export interface GeoColumn {
  offsets: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  cosLat: Float64Array;
}

function isValidPoint(value: unknown): value is { lat: number; lng: number } {
  if (!isPlainObject(value)) return false;
  const { lat, lng } = value;
  // Strings are refused as on Algolia ("the coordinates must be numbers"), so such a record is simply unlocated.
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

export function createGeoColumnBuilder(recordCount: number): ColumnBuilder<GeoColumn> {
  const offsets = new Int32Array(recordCount + 1);
  let lat = new Float64Array(Math.max(16, recordCount));
  let lng = new Float64Array(lat.length);
  let count = 0;
  const push = (point: unknown) => {
    if (!isValidPoint(point)) return;
    lat = growFloat64(lat, count + 1);
    lng = growFloat64(lng, count + 1);
    lat[count] = point.lat;
    lng[count] = point.lng;
    count += 1;
  };
  return {
    add(record, recordId) {
      const geoloc = isPlainObject(record) ? record[GEOLOC_ATTRIBUTE] : undefined;
      if (Array.isArray(geoloc)) for (const point of geoloc) push(point);
      else push(geoloc);
      offsets[recordId + 1] = count;
    },
    finish() {
      const cosLat = new Float64Array(count);
      for (let p = 0; p < count; p += 1) cosLat[p] = Math.cos((lat[p] ?? 0) * DEGREES_TO_RADIANS);
      return {
        offsets,
        lat: lat.slice(0, count),
        lng: lng.slice(0, count),
        cosLat,
      };
    },
  };
}
