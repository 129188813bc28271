/**
 * A map area, as the search URL carries it (`area=north,east,south,west`) and as Algolia's
 * `insideBoundingBox` takes it: the north-east corner, then the south-west one.
 */
export interface GeoBox {
  north: number;
  east: number;
  south: number;
  west: number;
}

/** Five decimals place a corner within a metre and keep a shared link short. */
const DECIMALS = 5;

const round = (value: number): number => Number(value.toFixed(DECIMALS));

/** `north,east,south,west` in degrees; null for anything else (the caller reports it). */
export function parseGeoBox(text: string): GeoBox | null {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((part) => part.trim() === '')) return null;
  const [north, east, south, west] = parts.map(Number) as [number, number, number, number];
  const latitudes = [north, south];
  const longitudes = [east, west];
  if (![...latitudes, ...longitudes].every(Number.isFinite)) return null;
  if (latitudes.some((lat) => Math.abs(lat) > 90) || longitudes.some((lng) => Math.abs(lng) > 180))
    return null;
  if (north <= south || east === west) return null;
  return { north: round(north), east: round(east), south: round(south), west: round(west) };
}

export function formatGeoBox(box: GeoBox): string {
  return [box.north, box.east, box.south, box.west].map((value) => round(value)).join(',');
}

/** The box in `insideBoundingBox` form: one box of [lat1, lng1, lat2, lng2]. */
export function toBoundingBox(box: GeoBox): [[number, number, number, number]] {
  return [[box.north, box.east, box.south, box.west]];
}

/** The box an `insideBoundingBox` value stands for, when it is one box of four numbers. */
export function fromBoundingBox(value: unknown): GeoBox | null {
  if (typeof value === 'string') return parseGeoBox(value);
  const box = Array.isArray(value) && Array.isArray(value[0]) ? value[0] : value;
  if (!Array.isArray(box) || box.length !== 4 || !box.every((n) => typeof n === 'number')) return null;
  return parseGeoBox(box.join(','));
}

export function sameGeoBox(a: GeoBox | null, b: GeoBox | null): boolean {
  if (a === null || b === null) return a === b;
  return formatGeoBox(a) === formatGeoBox(b);
}
