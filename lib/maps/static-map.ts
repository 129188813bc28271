import type { FeatureCollection, Position } from 'geojson';
import type { GeoPoint } from '@/lib/listings/wire-types';
import type { BaseMapProperties } from './base-map-kinds';
import { BASE_MAP_COLOURS } from './base-style';

export interface StaticMapOptions {
  width: number;
  height: number;
  zoom: number;
  /** The pin's colour. */
  accent: string;
}

const TILE = 256;

/** Web Mercator, in pixels at `zoom`: the projection of every web map, so this one looks alike. */
function project([lng = 0, lat = 0]: Position, zoom: number): [number, number] {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

/**
 * A picture of the base map around a point, with its pin, as SVG: for documents that cannot run
 * a map (the brochure). It draws no text, so it needs no fonts where it is rasterised.
 */
export function renderStaticMapSvg(
  baseMap: FeatureCollection,
  point: GeoPoint,
  { width, height, zoom, accent }: StaticMapOptions,
): string {
  const [cx, cy] = project([point.lng, point.lat], zoom);
  const toPixel = (position: Position) => {
    const [x, y] = project(position, zoom);
    return `${(x - cx + width / 2).toFixed(1)},${(y - cy + height / 2).toFixed(1)}`;
  };
  const line = (positions: Position[]) => `M${positions.map(toPixel).join('L')}`;
  const shapes: string[] = [];
  const places: string[] = [];
  for (const feature of baseMap.features) {
    const { kind, rank } = (feature.properties ?? {}) as BaseMapProperties;
    const geometry = feature.geometry;
    if (
      (kind === 'home' || kind === 'neighbour') &&
      (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon')
    ) {
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      const d = polygons.flatMap((rings) => rings.map((ring) => `${line(ring)}Z`)).join('');
      shapes.push(`<path d="${d}" fill="${BASE_MAP_COLOURS[kind]}" fill-rule="evenodd"/>`);
    } else if ((kind === 'coast' || kind === 'border') && geometry.type === 'MultiLineString') {
      const d = geometry.coordinates.map(line).join('');
      const dash = kind === 'border' ? ' stroke-dasharray="6 4"' : '';
      shapes.push(
        `<path d="${d}" fill="none" stroke="${BASE_MAP_COLOURS[kind]}" stroke-width="1.5"${dash}/>`,
      );
    } else if (kind === 'place' && rank === 3 && geometry.type === 'Point') {
      const [x, y] = toPixel(geometry.coordinates).split(',');
      places.push(`<circle cx="${x}" cy="${y}" r="3" fill="${BASE_MAP_COLOURS.border}"/>`);
    }
  }
  const pin =
    `<g transform="translate(${width / 2},${height / 2})">` +
    `<path d="M0 0C-4-9-12-14-12-22a12 12 0 0 1 24 0c0 8-8 13-12 22z" fill="${accent}" stroke="#ffffff" stroke-width="2"/>` +
    `<circle cx="0" cy="-22" r="4.5" fill="#ffffff"/></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${BASE_MAP_COLOURS.water}"/>${shapes.join('')}${places.join('')}${pin}</svg>`
  );
}
