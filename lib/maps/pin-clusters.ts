import Supercluster, { type ClusterProperties } from 'supercluster';
import type { GeoBox } from './geo-box';
import type { ResultPin } from './result-pins';

/** What the map draws at one place: a single property, or a group of them. */
export type PinMarker =
  | { kind: 'pin'; pin: ResultPin }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number; expansionZoom: number };

export interface PinClusters {
  markersIn: (box: GeoBox, zoom: number) => PinMarker[];
}

/** Pins closer than this on screen (px) merge into a cluster. */
const CLUSTER_RADIUS = 48;
/** From this zoom, every pin stands alone: buildings in one node are a street apart. */
const MAX_CLUSTER_ZOOM = 15;

/** Groups pins by screen distance at each zoom (Supercluster), so a country view stays legible. */
export function clusterPins(pins: readonly ResultPin[]): PinClusters {
  const index = new Supercluster<{ index: number }>({ radius: CLUSTER_RADIUS, maxZoom: MAX_CLUSTER_ZOOM });
  index.load(
    pins.map((pin, position) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [pin.location.lng, pin.location.lat] },
      properties: { index: position },
    })),
  );
  return {
    markersIn(box, zoom) {
      const features = index.getClusters([box.west, box.south, box.east, box.north], Math.round(zoom));
      return features.flatMap((feature): PinMarker[] => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const properties = feature.properties as ClusterProperties | { index: number };
        if ('cluster' in properties && properties.cluster) {
          const id = properties.cluster_id;
          return [
            {
              kind: 'cluster',
              id,
              count: properties.point_count,
              lat,
              lng,
              expansionZoom: index.getClusterExpansionZoom(id),
            },
          ];
        }
        const pin = pins['index' in properties ? properties.index : -1];
        return pin ? [{ kind: 'pin', pin }] : [];
      });
    },
  };
}
