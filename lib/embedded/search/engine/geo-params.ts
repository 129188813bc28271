import 'server-only';
import { isPlainObject } from './attribute-paths';
import { badRequest } from './errors';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A rectangle by its extreme latitudes and longitudes, whichever corners the request named. */
export interface GeoBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** From `from` metres on, distances that fall in the same `value`-metre step rank as equal. */
export interface PrecisionRange {
  from: number;
  value: number;
}

export interface AroundFilter {
  kind: 'around';
  center: GeoPoint;
  /** Metres, `all` (every located record), or `automatic` (Algolia's density-based radius). */
  radius: number | 'all' | 'automatic';
  /** Floor of the automatic radius in metres; 0 when not asked. */
  minimumRadius: number;
  /** Ascending by `from`, the first starting at 0. */
  precision: PrecisionRange[];
}

/** The geo part of a request after Algolia's precedence: boxes, else polygons, else a circle. */
export type GeoFilter =
  | { kind: 'boxes'; boxes: GeoBox[] }
  /** Each polygon as flat `lat, lng` pairs. */
  | { kind: 'polygons'; polygons: number[][] }
  | AroundFilter;

const DEFAULT_PRECISION = 10;
// Algolia's documented floor: a smaller precision is treated as 10 m.
const MIN_PRECISION = 10;
// Algolia's documented limit for insidePolygon, over all polygons of a request.
export const MAX_POLYGON_POINTS = 10_000;

const isAbsent = (value: unknown): boolean => value === undefined || value === null || value === '';

function toInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

function parseNumberList(text: string, key: string): number[] {
  return text.split(',').map((part) => {
    const trimmed = part.trim();
    const number = trimmed === '' ? Number.NaN : Number(trimmed);
    if (!Number.isFinite(number)) throw badRequest(`${key}: "${trimmed}" is not a number`);
    return number;
  });
}

function checkPoint(lat: number, lng: number, key: string): void {
  if (lat < -90 || lat > 90) throw badRequest(`${key}: latitude ${lat} is outside -90 to 90`);
  if (lng < -180 || lng > 180) throw badRequest(`${key}: longitude ${lng} is outside -180 to 180`);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Coordinates in the three forms Algolia accepts: a comma-separated string or a flat array (one polygon, or boxes
 * back to back), both returned as `flat`, or an array of arrays, one shape each, returned as `nested`.
 */
function readShapeLists(value: unknown, key: string): { flat: number[] } | { nested: number[][] } {
  if (typeof value === 'string') return { flat: parseNumberList(value, key) };
  if (!Array.isArray(value) || value.length === 0) {
    throw badRequest(
      `${key} must be a comma-separated string, an array of numbers or an array of arrays of numbers`,
    );
  }
  if (value.every(isFiniteNumber)) return { flat: value };
  if (value.every((item) => Array.isArray(item) && item.every(isFiniteNumber))) {
    return { nested: value as number[][] };
  }
  throw badRequest(`${key} must hold only numbers, or only arrays of numbers`);
}

function toBox(numbers: readonly number[]): GeoBox {
  const [lat1 = 0, lng1 = 0, lat2 = 0, lng2 = 0] = numbers;
  checkPoint(lat1, lng1, 'insideBoundingBox');
  checkPoint(lat2, lng2, 'insideBoundingBox');
  // The corners are any two opposite ones, so a box never wraps across the 180th meridian: like Algolia, a box
  // drawn across it covers the other side of the world, and callers split it into two boxes.
  return {
    south: Math.min(lat1, lat2),
    north: Math.max(lat1, lat2),
    west: Math.min(lng1, lng2),
    east: Math.max(lng1, lng2),
  };
}

function readBoxes(value: unknown): GeoBox[] | null {
  if (isAbsent(value)) return null;
  const lists = readShapeLists(value, 'insideBoundingBox');
  const groups =
    'nested' in lists
      ? lists.nested
      : Array.from({ length: Math.ceil(lists.flat.length / 4) }, (_, i) =>
          lists.flat.slice(i * 4, i * 4 + 4),
        );
  for (const group of groups) {
    if (group.length !== 4) {
      throw badRequest(
        `insideBoundingBox needs 4 numbers per box (lat1,lng1,lat2,lng2), got a box of ${group.length}`,
      );
    }
  }
  return groups.map(toBox);
}

function readPolygons(value: unknown): number[][] | null {
  if (isAbsent(value)) return null;
  const lists = readShapeLists(value, 'insidePolygon');
  const polygons = 'nested' in lists ? lists.nested : [lists.flat];
  let points = 0;
  for (const polygon of polygons) {
    if (polygon.length < 6 || polygon.length % 2 !== 0) {
      throw badRequest(
        `insidePolygon needs at least 3 points as lat,lng pairs per polygon, got ${polygon.length} numbers`,
      );
    }
    for (let i = 0; i < polygon.length; i += 2)
      checkPoint(polygon[i] ?? 0, polygon[i + 1] ?? 0, 'insidePolygon');
    points += polygon.length / 2;
  }
  if (points > MAX_POLYGON_POINTS) {
    throw badRequest(`insidePolygon has ${points} points, more than the ${MAX_POLYGON_POINTS} allowed`);
  }
  return polygons;
}

function readCenter(value: unknown): GeoPoint | null {
  if (isAbsent(value)) return null;
  const format = `aroundLatLng must be "lat,lng" (for example "-26.1076,28.0567"), got ${JSON.stringify(value)}`;
  if (typeof value !== 'string') throw badRequest(format);
  const numbers = parseNumberList(value, 'aroundLatLng');
  const [lat = 0, lng = 0] = numbers;
  if (numbers.length !== 2) throw badRequest(format);
  checkPoint(lat, lng, 'aroundLatLng');
  return { lat, lng };
}

function readRadius(value: unknown): number | 'all' | 'automatic' {
  if (isAbsent(value)) return 'automatic';
  if (value === 'all') return 'all';
  const radius = toInteger(value);
  if (radius === null || radius < 1) {
    throw badRequest(
      `aroundRadius must be a whole number of metres (1 or more) or "all", got ${JSON.stringify(value)}`,
    );
  }
  return radius;
}

function readMinimumRadius(value: unknown): number {
  if (isAbsent(value)) return 0;
  const radius = toInteger(value);
  if (radius === null || radius < 1) {
    throw badRequest(
      `minimumAroundRadius must be a whole number of metres (1 or more), got ${JSON.stringify(value)}`,
    );
  }
  return radius;
}

function readPrecisionRange(item: unknown): PrecisionRange {
  const from = isPlainObject(item) ? toInteger(item.from) : null;
  const value = isPlainObject(item) ? toInteger(item.value) : null;
  if (from === null || value === null || from < 0) {
    throw badRequest(
      'aroundPrecision ranges must be objects { from, value } of whole metres, from 0 or more',
    );
  }
  return { from, value: Math.max(value, MIN_PRECISION) };
}

function readPrecision(value: unknown): PrecisionRange[] {
  if (isAbsent(value)) return [{ from: 0, value: DEFAULT_PRECISION }];
  const single = toInteger(value);
  if (single !== null) return [{ from: 0, value: Math.max(single, MIN_PRECISION) }];
  if (!Array.isArray(value) || value.length === 0) {
    throw badRequest('aroundPrecision must be a whole number of metres or a list of { from, value } ranges');
  }
  const ranges = value.map(readPrecisionRange).sort((a, b) => a.from - b.from);
  // Distances below the first `from` have no range of their own; the first range covers them.
  return ranges.map((range, i) => (i === 0 ? { ...range, from: 0 } : range));
}

function readViaIp(value: unknown): boolean {
  if (isAbsent(value) || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw badRequest('aroundLatLngViaIP must be a boolean');
}

/**
 * Reads every geo parameter (a malformed one is a 400 even when precedence would ignore it) and applies Algolia's
 * precedence: insideBoundingBox wins over insidePolygon, and either makes aroundLatLng, aroundRadius and the
 * ranking by distance ignored (inside an area every record is geographically equal).
 */
export function readGeoFilter(params: Record<string, unknown>): GeoFilter | null {
  const boxes = readBoxes(params.insideBoundingBox);
  const polygons = readPolygons(params.insidePolygon);
  const center = readCenter(params.aroundLatLng);
  const radius = readRadius(params.aroundRadius);
  const minimumRadius = readMinimumRadius(params.minimumAroundRadius);
  const precision = readPrecision(params.aroundPrecision);
  const viaIp = readViaIp(params.aroundLatLngViaIP);
  if (boxes) return { kind: 'boxes', boxes };
  if (polygons) return { kind: 'polygons', polygons };
  // Answering without the visitor's location would silently widen the search to the whole index.
  if (viaIp) {
    throw badRequest(
      'aroundLatLngViaIP is not supported by this engine (it has no IP geolocation): send aroundLatLng instead',
    );
  }
  if (!center) return null;
  return { kind: 'around', center, radius, minimumRadius, precision };
}
