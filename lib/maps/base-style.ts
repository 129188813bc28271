import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

/** The base map's colours: the site's palette, muted, so pins and labels stand out. */
export const BASE_MAP_COLOURS = {
  water: '#d4e3ee',
  home: '#f7f5f0',
  neighbour: '#ebe8e1',
  coast: '#a9bfd0',
  border: '#8b9aa9',
};

/**
 * The embedded style: water, South Africa on a lighter land than its neighbours, the coast and
 * dashed borders. No tiles, glyphs or sprites, so it needs nothing but the base map's GeoJSON;
 * the map draws place names itself (components/maps/place-labels.ts).
 */
export function buildEmbeddedStyle(data: FeatureCollection): StyleSpecification {
  const kind = (value: string) => ['==', ['get', 'kind'], value] as ['==', ['get', string], string];
  return {
    version: 8,
    name: 'Southern Africa',
    sources: {
      base: { type: 'geojson', data, attribution: 'Natural Earth' },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': BASE_MAP_COLOURS.water } },
      {
        id: 'neighbours',
        type: 'fill',
        source: 'base',
        filter: kind('neighbour'),
        paint: { 'fill-color': BASE_MAP_COLOURS.neighbour },
      },
      {
        id: 'home',
        type: 'fill',
        source: 'base',
        filter: kind('home'),
        paint: { 'fill-color': BASE_MAP_COLOURS.home },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'base',
        filter: kind('coast'),
        paint: { 'line-color': BASE_MAP_COLOURS.coast, 'line-width': 1 },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'base',
        filter: kind('border'),
        paint: { 'line-color': BASE_MAP_COLOURS.border, 'line-width': 1.2, 'line-dasharray': [3, 2] },
      },
    ],
  };
}
