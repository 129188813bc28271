/** What each feature of the embedded base map is; the style and the labels select by these. */
export type BaseMapKind = 'home' | 'neighbour' | 'coast' | 'border' | 'place';

/** 1: a city a country-wide map names; 2: a city named once zoomed to its region; 3: a suburb. */
export type PlaceRank = 1 | 2 | 3;

export interface BaseMapProperties {
  kind: BaseMapKind;
  name: string;
  rank?: PlaceRank;
}

/** Where the embedded base map is served (app/maps/[file]/route.ts). */
export const BASE_MAP_DATA_PATH = '/maps/southern-africa.geojson';
