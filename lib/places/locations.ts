import 'server-only';

/** The building segments the generator works in; each maps to one property category. */
export type Segment = 'office' | 'industrial' | 'retail' | 'mixed' | 'land' | 'hospitality';

/** Office market tier of a node (notes/domain.md §4.2): drives grade and rental. */
export type NodeTier = 'prime' | 'decentralised' | 'secondary';

export interface City {
  name: string;
  province: string;
  /** Landline area code, for the branch telephone numbers. */
  areaCode: string;
  /** Multiplier on national rentals and prices; regional cities let and sell for less. */
  priceFactor: number;
  /** The city centre, where the map labels it. */
  latitude: number;
  longitude: number;
  /** 1 for the cities a country-wide map names; 2 for those it names once zoomed to a region. */
  mapRank: 1 | 2;
}

export interface Node {
  suburb: string;
  city: string;
  latitude: number;
  longitude: number;
  streets: readonly string[];
  /** Landmarks and routes a marketing blurb can mention. */
  access: readonly string[];
  tier: NodeTier;
  profile: keyof typeof SEGMENT_PROFILES;
  /** Relative share of the sample properties. */
  weight: number;
}

export const CITIES: readonly City[] = [
  {
    name: 'Johannesburg',
    province: 'Gauteng',
    areaCode: '011',
    priceFactor: 1,
    latitude: -26.2041,
    longitude: 28.0473,
    mapRank: 1,
  },
  {
    name: 'Ekurhuleni',
    province: 'Gauteng',
    areaCode: '011',
    priceFactor: 0.95,
    latitude: -26.15,
    longitude: 28.3,
    mapRank: 2,
  },
  {
    name: 'Pretoria',
    province: 'Gauteng',
    areaCode: '012',
    priceFactor: 0.9,
    latitude: -25.7479,
    longitude: 28.2293,
    mapRank: 1,
  },
  {
    name: 'Centurion',
    province: 'Gauteng',
    areaCode: '012',
    priceFactor: 0.93,
    latitude: -25.8603,
    longitude: 28.1894,
    mapRank: 2,
  },
  {
    name: 'Cape Town',
    province: 'Western Cape',
    areaCode: '021',
    priceFactor: 1.05,
    latitude: -33.9249,
    longitude: 18.4241,
    mapRank: 1,
  },
  {
    name: 'Durban',
    province: 'KwaZulu-Natal',
    areaCode: '031',
    priceFactor: 0.95,
    latitude: -29.8587,
    longitude: 31.0218,
    mapRank: 1,
  },
  {
    name: 'Gqeberha',
    province: 'Eastern Cape',
    areaCode: '041',
    priceFactor: 0.75,
    latitude: -33.9608,
    longitude: 25.6022,
    mapRank: 1,
  },
  {
    name: 'East London',
    province: 'Eastern Cape',
    areaCode: '043',
    priceFactor: 0.7,
    latitude: -33.0153,
    longitude: 27.9116,
    mapRank: 1,
  },
  {
    name: 'Bloemfontein',
    province: 'Free State',
    areaCode: '051',
    priceFactor: 0.72,
    latitude: -29.0852,
    longitude: 26.1596,
    mapRank: 1,
  },
];

/** Segment weights per kind of node: offices in Sandton, sheds in Jet Park, a mix in between. */
export const SEGMENT_PROFILES = {
  office: { office: 8, retail: 1, mixed: 1.5, hospitality: 0.5, land: 0.2 },
  officeRetail: { office: 5, retail: 3, mixed: 2, hospitality: 0.6, land: 0.3 },
  industrial: { industrial: 9, land: 1, office: 0.4 },
  business: { office: 4, industrial: 3, retail: 1.5, mixed: 1, land: 0.6 },
  retail: { retail: 5, office: 3, mixed: 1.5, hospitality: 0.5, land: 0.3 },
} as const satisfies Record<string, Partial<Record<Segment, number>>>;
