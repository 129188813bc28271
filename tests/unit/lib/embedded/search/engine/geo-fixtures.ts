import { createSearchEngine, type SearchEngine } from '@/lib/embedded/search/engine';

import { RENT_INDEX_RECORDS, RENT_SETTINGS } from './fixtures';

/*
 * The eight units of fixtures.ts placed on the map. Empty-query order stays unit-1 … unit-8.
 *
 *   unit    property        where                                   metres from Sandton City / Rosebank
 *   unit-1  prop-sandton    Sandton City                            0 / 4,441
 *   unit-2  prop-sandton    Sandton, 545 m north-west               545 / 4,740
 *   unit-3  prop-sandton    no _geoloc                              –
 *   unit-4  prop-rosebank   Rosebank                                4,441 / 0
 *   unit-5  prop-rosebank   coordinates as strings (invalid)        –
 *   unit-6  prop-montague   Montague Gardens                        1,258,811 / 1,254,873
 *   unit-7  prop-montague   Montague Gardens (280 m east of unit-6)  1,258,601 / 1,254,663
 *                           and Cape Town CBD (11.3 km away)
 *   unit-8  prop-umhlanga   Umhlanga                                500,358 / 497,684
 */

export const SANDTON_CITY = { lat: -26.1076, lng: 28.0567 };
export const ROSEBANK = { lat: -26.1458, lng: 28.0437 };
export const CAPE_TOWN_CBD = { lat: -33.9249, lng: 18.4241 };
export const UMHLANGA = { lat: -29.726, lng: 31.085 };
export const SANDTON_NORTH_WEST = { lat: -26.104, lng: 28.053 };
const MONTAGUE_GARDENS = { lat: -33.865, lng: 18.52 };
const MONTAGUE_GARDENS_EAST = { lat: -33.865, lng: 18.523 };

export const toLatLng = ({ lat, lng }: { lat: number; lng: number }): string => `${lat},${lng}`;

const GEOLOCS: Readonly<Record<string, unknown>> = {
  'unit-1': SANDTON_CITY,
  'unit-2': SANDTON_NORTH_WEST,
  'unit-4': ROSEBANK,
  'unit-5': { lat: String(ROSEBANK.lat), lng: String(ROSEBANK.lng) },
  'unit-6': MONTAGUE_GARDENS,
  'unit-7': [MONTAGUE_GARDENS_EAST, CAPE_TOWN_CBD],
  'unit-8': UMHLANGA,
};

function placeRecord(record: Record<string, unknown>): Record<string, unknown> {
  const placed = Object.fromEntries(Object.entries(record).filter(([key]) => key !== '_geoloc'));
  const geoloc = GEOLOCS[String(record.objectID)];
  return geoloc === undefined ? placed : { ...placed, _geoloc: geoloc };
}

export const GEO_RECORDS = RENT_INDEX_RECORDS.map(placeRecord);

/** Points 0.0009° of latitude (about 100 m) apart on a line running north from Sandton City. */
export const LINE_POINT_COUNT = 1200;
const LINE_RECORDS = Array.from({ length: LINE_POINT_COUNT }, (_, i) => ({
  objectID: `point-${i}`,
  name: `Point ${i}`,
  category: i % 2 === 0 ? 'Office' : 'Retail',
  _geoloc: { lat: SANDTON_CITY.lat + i * 0.0009, lng: SANDTON_CITY.lng },
}));

const BROKEN_GEOLOCS: unknown[] = [
  null,
  'Sandton',
  [],
  { lat: 91, lng: 0 },
  { lat: 0, lng: -181 },
  { lat: Number.NaN, lng: 0 },
  { latitude: -26.1, longitude: 28 },
  [{ lat: -26.1 }, { lng: 28 }],
];

/**
 * `rent`: the placed units; `line`: many points for the automatic radius; `unlocated`: only records without a
 * valid `_geoloc`, each malformed in its own way.
 */
export function createGeoEngine(): SearchEngine {
  return createSearchEngine([
    { name: 'rent', records: GEO_RECORDS, settings: RENT_SETTINGS },
    {
      name: 'line',
      records: LINE_RECORDS,
      settings: { searchableAttributes: ['name'], attributesForFaceting: ['category'] },
    },
    {
      name: 'unlocated',
      records: [
        { objectID: 'no-geoloc', name: 'Nowhere' },
        ...BROKEN_GEOLOCS.map((geoloc, i) => ({ objectID: `broken-${i}`, name: 'Broken', _geoloc: geoloc })),
      ],
      settings: { searchableAttributes: ['name'], attributesForFaceting: [] },
    },
  ]);
}
