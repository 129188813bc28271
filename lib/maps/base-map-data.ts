import 'server-only';

import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry, MultiLineString, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { CITIES } from '@/lib/places/locations';
import { NODES } from '@/lib/places/nodes';
import type { BaseMapProperties, PlaceRank } from './base-map-kinds';

/**
 * The embedded base map: Natural Earth's countries of southern Africa (world-atlas), the coast,
 * their borders, and labels for the cities and suburbs of the listings. One GeoJSON file, made once,
 * so the map works offline and needs no tile server.
 */

/** ISO 3166 numeric codes of South Africa and the countries around it. */
const SOUTH_AFRICA = '710';
const NEIGHBOURS = ['426', '748', '516', '072', '716', '508', '024', '894', '454'];
/** West, south, east, north: what a map of South Africa can show at its widest. */
const REGION_BOUNDS = [8, -36, 42, -14] as const;
/** About 10 m: as fine as a 1:10m source, and a fraction of the full-precision file. */
const DECIMALS = 4;

type CountryTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;
type LandTopology = Topology<{ land: GeometryCollection }>;

/*
 * The topologies are 7.5 MB of JSON. Required, not imported: TypeScript infers a literal type for
 * every coordinate of an imported JSON file, which took the type check 30 s and 1 GB more.
 */
const requireTopology = createRequire(import.meta.url);

function roundPosition(position: Position): Position {
  return position.map((value) => Number(value.toFixed(DECIMALS)));
}

function roundGeometry<G extends Geometry>(geometry: G): G {
  const round = (coordinates: unknown): unknown =>
    typeof (coordinates as number[])[0] === 'number'
      ? roundPosition(coordinates as Position)
      : (coordinates as unknown[]).map(round);
  return 'coordinates' in geometry ? { ...geometry, coordinates: round(geometry.coordinates) } : geometry;
}

function inRegion([lng = 0, lat = 0]: Position): boolean {
  const [west, south, east, north] = REGION_BOUNDS;
  return lng >= west && lng <= east && lat >= south && lat <= north;
}

function countryFeatures(
  topology: CountryTopology,
  keep: (id: string) => boolean,
): Feature<Geometry, BaseMapProperties>[] {
  const collection = feature(topology, topology.objects.countries);
  return collection.features
    .filter((country) => keep(String(country.id)))
    .map((country) => ({
      type: 'Feature',
      geometry: roundGeometry(country.geometry),
      properties: {
        kind: country.id === SOUTH_AFRICA ? 'home' : 'neighbour',
        name: country.properties.name,
      },
    }));
}

/** The runs of a line inside the region, each with one point beyond it so the line leaves the map. */
function clipToRegion(line: Position[]): Position[][] {
  const runs: Position[][] = [];
  let run: Position[] = [];
  line.forEach((position, index) => {
    const near = [line[index - 1], position, line[index + 1]].some((p) => p !== undefined && inRegion(p));
    if (near) run.push(roundPosition(position));
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  });
  if (run.length > 1) runs.push(run);
  return runs.filter((part) => part.length > 1);
}

function regionLines(
  lines: MultiLineString,
  properties: BaseMapProperties,
): Feature<MultiLineString, BaseMapProperties> {
  const coordinates = lines.coordinates.flatMap(clipToRegion);
  return { type: 'Feature', geometry: { type: 'MultiLineString', coordinates }, properties };
}

function lineFeatures(
  countries: CountryTopology,
  land: LandTopology,
): Feature<MultiLineString, BaseMapProperties>[] {
  // Arcs shared by two countries are borders; the coast is the edge of the land itself.
  const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b);
  const coast = mesh(land, land.objects.land);
  return [
    regionLines(coast, { kind: 'coast', name: 'Coastline' }),
    regionLines(borders, { kind: 'border', name: 'Borders' }),
  ];
}

function place(
  name: string,
  lat: number,
  lng: number,
  rank: PlaceRank,
): Feature<Geometry, BaseMapProperties> {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: { kind: 'place', name, rank },
  };
}

function placeFeatures(): Feature<Geometry, BaseMapProperties>[] {
  const cities = CITIES.map((city) => place(city.name, city.latitude, city.longitude, city.mapRank));
  const suburbs = NODES.map((node) => place(node.suburb, node.latitude, node.longitude, 3));
  return [...cities, ...suburbs];
}

let cached: { collection: FeatureCollection<Geometry, BaseMapProperties>; text: string } | undefined;

/** Made once per process: the served file and every brochure's map draw from the same copy. */
function baseMap(): { collection: FeatureCollection<Geometry, BaseMapProperties>; text: string } {
  if (cached) return cached;
  // Street zooms need South Africa and its coast at 1:10m; its neighbours and borders are seen
  // from further out, where 1:50m is as sharp and a fifth of the size.
  const detailed: CountryTopology = requireTopology('world-atlas/countries-10m.json');
  const outline: CountryTopology = requireTopology('world-atlas/countries-50m.json');
  const land: LandTopology = requireTopology('world-atlas/land-10m.json');
  const collection: FeatureCollection<Geometry, BaseMapProperties> = {
    type: 'FeatureCollection',
    features: [
      ...countryFeatures(outline, (id) => id !== SOUTH_AFRICA && NEIGHBOURS.includes(id)),
      ...countryFeatures(detailed, (id) => id === SOUTH_AFRICA),
      ...lineFeatures(outline, land),
      ...placeFeatures(),
    ],
  };
  cached = { collection, text: JSON.stringify(collection) };
  return cached;
}

/** The base map: countries first, then the coast and borders, then places. */
export function getBaseMap(): FeatureCollection<Geometry, BaseMapProperties> {
  return baseMap().collection;
}

/** The same, as the GeoJSON text `/maps/southern-africa.geojson` serves. */
export function getBaseMapGeoJson(): string {
  return baseMap().text;
}
