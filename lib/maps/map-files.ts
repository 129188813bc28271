import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { version as maplibreVersion } from 'maplibre-gl/package.json';
import { getBaseMapGeoJson } from './base-map-data';
import { BASE_MAP_DATA_PATH } from './base-map-kinds';
import { maplibreWorkerFile } from './maplibre-worker-file';

/** A file the maps need from the site itself: the embedded base map and MapLibre's worker. */
export interface MapFile {
  contentType: string;
  read: () => Promise<string>;
}

const FILES: Record<string, MapFile> = {
  [path.posix.basename(BASE_MAP_DATA_PATH)]: {
    contentType: 'application/geo+json',
    read: async () => getBaseMapGeoJson(),
  },
  // MapLibre starts its worker from a URL; served here, the CSP's `worker-src 'self'` covers it.
  [maplibreWorkerFile(maplibreVersion)]: {
    contentType: 'text/javascript; charset=utf-8',
    read: () =>
      readFile(path.join(process.cwd(), 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'), 'utf8'),
  },
};

export const MAP_FILE_NAMES = Object.keys(FILES);

export function getMapFile(name: string): MapFile | undefined {
  return Object.hasOwn(FILES, name) ? FILES[name] : undefined;
}
