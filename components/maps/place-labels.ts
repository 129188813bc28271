import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { BaseMapProperties } from '@/lib/maps/base-map-kinds';
import type { MapLibre } from './load-maplibre';
import styles from './map-frame.module.css';

/** Half a cluster's width and a little more, in px. */
const LABEL_OFFSET: [number, number] = [22, 0];

/** The zoom from which each rank of place is named: main cities, other cities, suburbs. */
const RANK_ZOOMS = [0, 9, 12] as const;

function labelBand(zoom: number): string {
  return String(RANK_ZOOMS.filter((from) => zoom >= from).length);
}

/**
 * The embedded base map's place names, as HTML beside the canvas: the style has no glyphs to
 * draw text with, and HTML text stays sharp and readable at any zoom. CSS hides the ranks the
 * current zoom does not name (map-frame.module.css).
 */
export function addPlaceLabels(maplibre: MapLibre, map: MapLibreMap, baseMap: FeatureCollection): () => void {
  const markers: Marker[] = [];
  for (const feature of baseMap.features) {
    const properties = feature.properties as BaseMapProperties | null;
    if (properties?.kind !== 'place' || feature.geometry.type !== 'Point') continue;
    const element = document.createElement('span');
    element.className = styles.placeLabel ?? '';
    element.dataset.rank = String(properties.rank ?? 3);
    element.textContent = properties.name;
    element.setAttribute('aria-hidden', 'true');
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    // Beside the place, not on it: a pin or a cluster of results there would hide the name.
    markers.push(
      new maplibre.Marker({ element, anchor: 'left', offset: LABEL_OFFSET }).setLngLat([lng, lat]).addTo(map),
    );
  }
  const container = map.getContainer();
  const update = () => {
    container.dataset.labels = labelBand(map.getZoom());
  };
  update();
  map.on('zoomend', update);
  return () => {
    map.off('zoomend', update);
    for (const marker of markers) marker.remove();
  };
}
