import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { publicConfig } from '@/lib/config';
import { BASE_MAP_DATA_PATH } from '@/lib/maps/base-map-kinds';
import { buildEmbeddedStyle } from '@/lib/maps/base-style';
import { maplibreWorkerFile } from '@/lib/maps/maplibre-worker-file';

export type MapLibre = typeof import('maplibre-gl');

/** MapLibre and the style to draw, loaded together when a map first comes into view. */
export interface LoadedMap {
  maplibre: MapLibre;
  style: StyleSpecification | string;
  /** The embedded base map's features, for the place labels it draws; null with a provider's style. */
  baseMap: FeatureCollection | null;
}

let loading: Promise<LoadedMap> | undefined;

async function loadBaseMap(): Promise<FeatureCollection> {
  const response = await fetch(BASE_MAP_DATA_PATH);
  if (!response.ok) throw new Error(`The base map answered ${response.status}`);
  return (await response.json()) as FeatureCollection;
}

async function load(): Promise<LoadedMap> {
  const styleUrl = publicConfig.mapStyleUrl;
  const [maplibre, baseMap] = await Promise.all([
    import('maplibre-gl'),
    styleUrl ? Promise.resolve(null) : loadBaseMap(),
  ]);
  // Served by the site (app/maps/[file]), so the CSP's worker-src 'self' covers it.
  maplibre.setWorkerUrl(`/maps/${maplibreWorkerFile(maplibre.getVersion())}`);
  return { maplibre, style: baseMap ? buildEmbeddedStyle(baseMap) : (styleUrl ?? ''), baseMap };
}

/** One download for every map on the page; a failed one is tried again by the next map. */
export function loadMap(): Promise<LoadedMap> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
