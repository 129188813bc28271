import { describe, expect, it } from 'vitest';

import { MAX_POLYGON_POINTS } from '@/lib/embedded/search/engine/geo-params';
import { AUTOMATIC_RADIUS_HITS } from '@/lib/embedded/search/engine/geo-radius';

import {
  asFacetSearchResult,
  asHitsResult,
  createFixtureClient,
  objectIds,
  searchBatch,
  searchOne,
  TRANSPORTS,
  type FixtureClient,
} from './fixtures';
import {
  CAPE_TOWN_CBD,
  createGeoEngine,
  LINE_POINT_COUNT,
  ROSEBANK,
  SANDTON_CITY,
  SANDTON_NORTH_WEST,
  toLatLng,
  UMHLANGA,
} from './geo-fixtures';

const engine = createGeoEngine();

// Corners in both orders on purpose: Algolia takes any two opposite corners.
const JOHANNESBURG_BOX = [-26.0, 28.2, -26.2, 27.9];
const DURBAN_BOX = [-29.9, 30.9, -29.6, 31.2];
const JOHANNESBURG_TRIANGLE = [-26.0, 27.9, -26.0, 28.2, -26.3, 28.05];
const UMHLANGA_TRIANGLE = [-29.6, 31.0, -29.8, 31.2, -29.85, 30.95];
/** A rectangle over Sandton and Rosebank with a notch cut from its south side around Rosebank. */
const NOTCHED_POLYGON = [
  -26.05, 27.95, -26.05, 28.15, -26.2, 28.15, -26.2, 28.08, -26.12, 28.08, -26.12, 28.0, -26.2, 28.0, -26.2,
  27.95,
];

async function searchIn(client: FixtureClient, indexName: string, request: Record<string, unknown>) {
  const [result] = await searchBatch(client, [{ indexName, ...request }]);
  return asHitsResult(result);
}

describe.each(TRANSPORTS)('geo search through the real lite client (%s)', (transport) => {
  const client = createFixtureClient(engine, transport);

  it('keeps the records within aroundRadius metres, nearest first, and echoes the centre', async () => {
    const result = await searchOne(client, { aroundLatLng: toLatLng(SANDTON_CITY), aroundRadius: 1000 });
    expect(objectIds(result)).toEqual(['unit-1', 'unit-2']);
    expect(result.aroundLatLng).toBe('-26.1076,28.0567');
    expect(result).not.toHaveProperty('automaticRadius');
    expect(result.params).toContain('aroundRadius=1000');
    // Rosebank is 4,441 m from Sandton City by the great-circle distance.
    const reached = await searchOne(client, { aroundLatLng: toLatLng(SANDTON_CITY), aroundRadius: 4441 });
    expect(objectIds(reached)).toEqual(['unit-1', 'unit-2', 'unit-4']);
    const short = await searchOne(client, { aroundLatLng: toLatLng(SANDTON_CITY), aroundRadius: 4440 });
    expect(objectIds(short)).toEqual(['unit-1', 'unit-2']);
  });

  it('ranks every located record by distance with aroundRadius "all", ahead of custom ranking', async () => {
    const result = await searchOne(client, { aroundLatLng: toLatLng(ROSEBANK), aroundRadius: 'all' });
    expect(result.nbHits).toBe(6);
    expect(objectIds(result)).toEqual(['unit-4', 'unit-1', 'unit-2', 'unit-8', 'unit-7', 'unit-6']);
  });

  it('ranks distances in aroundPrecision steps, custom ranking deciding within a step', async () => {
    const around = { aroundLatLng: toLatLng(ROSEBANK), aroundRadius: 'all' };
    const coarse = await searchOne(client, { ...around, aroundPrecision: 1_000_000 });
    expect(objectIds(coarse)).toEqual(['unit-1', 'unit-2', 'unit-4', 'unit-8', 'unit-6', 'unit-7']);
    const ranges = [
      { from: 0, value: 10 },
      { from: 100_000, value: 2_000_000 },
    ];
    const ranged = await searchOne(client, { ...around, aroundPrecision: ranges });
    expect(objectIds(ranged)).toEqual(['unit-4', 'unit-1', 'unit-2', 'unit-6', 'unit-7', 'unit-8']);
  });

  it('ranks by typos before distance and by distance before the attribute, as Algolia does by default', async () => {
    const nearSandton = { aroundLatLng: toLatLng(SANDTON_CITY), aroundRadius: 'all' };
    // "offices" matches Umhlanga's "Offices" exactly and Sandton's "office" with one typo.
    const typos = await searchOne(client, { query: 'offices', ...nearSandton });
    expect(objectIds(typos)).toEqual(['unit-8', 'unit-1', 'unit-2']);
    const nearUmhlanga = await searchOne(client, {
      query: 'office',
      aroundLatLng: toLatLng(UMHLANGA),
      aroundRadius: 'all',
    });
    expect(objectIds(nearUmhlanga)).toEqual(['unit-8', 'unit-1', 'unit-2']);
    // Rosebank matches "park" only as a prefix of its "Parking" feature; the other parks match in their name.
    const parks = { query: 'park' };
    expect(objectIds(await searchOne(client, parks)).indexOf('unit-4')).toBeGreaterThan(2);
    const nearRosebank = await searchOne(client, {
      ...parks,
      aroundLatLng: toLatLng(ROSEBANK),
      aroundRadius: 'all',
    });
    expect(objectIds(nearRosebank)).toEqual(['unit-4', 'unit-1', 'unit-2', 'unit-7', 'unit-6']);
  });

  it('matches a record through any of its points and ranks it by the nearest', async () => {
    const result = await searchOne(client, { aroundLatLng: toLatLng(CAPE_TOWN_CBD), aroundRadius: 2000 });
    expect(objectIds(result)).toEqual(['unit-7']);
    const montague = await searchOne(client, { insideBoundingBox: [[-33.85, 18.5, -33.88, 18.54]] });
    expect(objectIds(montague)).toEqual(['unit-6', 'unit-7']);
  });

  it('filters by one box whichever two opposite corners are named, without ranking by distance', async () => {
    const reversed = [JOHANNESBURG_BOX[2], JOHANNESBURG_BOX[3], JOHANNESBURG_BOX[0], JOHANNESBURG_BOX[1]];
    for (const insideBoundingBox of [JOHANNESBURG_BOX, [JOHANNESBURG_BOX], [reversed], reversed.join(',')]) {
      const result = await searchOne(client, { insideBoundingBox });
      expect(objectIds(result)).toEqual(['unit-1', 'unit-2', 'unit-4']);
      expect(result).not.toHaveProperty('aroundLatLng');
    }
  });

  it('filters by several boxes, as a flat list or a list of boxes', async () => {
    for (const insideBoundingBox of [
      [...JOHANNESBURG_BOX, ...DURBAN_BOX],
      [JOHANNESBURG_BOX, DURBAN_BOX],
    ]) {
      expect(objectIds(await searchOne(client, { insideBoundingBox }))).toEqual([
        'unit-1',
        'unit-2',
        'unit-4',
        'unit-8',
      ]);
    }
  });

  it('filters by polygons, concave ones included', async () => {
    const triangle = await searchOne(client, { insidePolygon: JOHANNESBURG_TRIANGLE });
    expect(objectIds(triangle)).toEqual(['unit-1', 'unit-2', 'unit-4']);
    // Rosebank lies inside the polygon's bounding box but in its notch.
    const notched = await searchOne(client, { insidePolygon: [NOTCHED_POLYGON] });
    expect(objectIds(notched)).toEqual(['unit-1', 'unit-2']);
    const several = await searchOne(client, { insidePolygon: [NOTCHED_POLYGON, UMHLANGA_TRIANGLE] });
    expect(objectIds(several)).toEqual(['unit-1', 'unit-2', 'unit-8']);
  });

  it('applies a box over a polygon, and either over aroundLatLng, as Algolia documents', async () => {
    const boxAndPolygon = await searchOne(client, {
      insideBoundingBox: [DURBAN_BOX],
      insidePolygon: [JOHANNESBURG_TRIANGLE],
    });
    expect(objectIds(boxAndPolygon)).toEqual(['unit-8']);
    const areaAndCentre = await searchOne(client, {
      insidePolygon: [JOHANNESBURG_TRIANGLE],
      aroundLatLng: toLatLng(ROSEBANK),
      aroundRadius: 10,
    });
    expect(objectIds(areaAndCentre)).toEqual(['unit-1', 'unit-2', 'unit-4']);
    expect(areaAndCentre).not.toHaveProperty('aroundLatLng');
  });

  it('narrows facet counts and facetFilters to the geo matches', async () => {
    const result = await searchOne(client, {
      aroundLatLng: toLatLng(SANDTON_CITY),
      aroundRadius: 10_000,
      facets: ['property_category', 'city'],
    });
    expect(result.nbHits).toBe(3);
    expect(result.facets).toEqual({ property_category: { Office: 2, Retail: 1 }, city: { Johannesburg: 3 } });
    const offices = await searchOne(client, {
      insideBoundingBox: [JOHANNESBURG_BOX],
      facetFilters: [['property_category:Office']],
    });
    expect(objectIds(offices)).toEqual(['unit-1', 'unit-2']);
  });

  it('keeps the nearest record of each group with distinct, counting groups', async () => {
    const around = { aroundLatLng: toLatLng(SANDTON_NORTH_WEST), aroundRadius: 'all', distinct: true };
    const result = await searchOne(client, around);
    // unit-2, not the custom-ranking favourite unit-1, is Sandton's nearest; unit-7's Montague point beats unit-6.
    expect(objectIds(result)).toEqual(['unit-2', 'unit-4', 'unit-8', 'unit-7']);
    expect(result.nbHits).toBe(4);
    const counted = await searchOne(client, {
      ...around,
      facetingAfterDistinct: true,
      facets: ['property_category'],
      hitsPerPage: 0,
    });
    expect(counted.nbHits).toBe(4);
    expect(counted.facets).toEqual({ property_category: { Office: 2, Industrial: 1, Retail: 1 } });
  });

  it('pages through records ranked by distance', async () => {
    const result = await searchOne(client, {
      aroundLatLng: toLatLng(ROSEBANK),
      aroundRadius: 'all',
      hitsPerPage: 2,
      page: 1,
    });
    expect(result).toMatchObject({ nbHits: 6, nbPages: 3, page: 1 });
    expect(objectIds(result)).toEqual(['unit-2', 'unit-8']);
  });

  it('counts facet values of the geo matches in a facet-value search', async () => {
    const [result] = await searchBatch(client, [
      {
        indexName: 'rent',
        type: 'facet',
        facet: 'suburb',
        facetQuery: '',
        insidePolygon: JOHANNESBURG_TRIANGLE,
      },
    ]);
    expect(asFacetSearchResult(result).facetHits).toEqual([
      { value: 'Sandton', highlighted: 'Sandton', count: 2 },
      { value: 'Rosebank', highlighted: 'Rosebank', count: 1 },
    ]);
  });

  it('reads geo parameters from a v4 params string, JSON arrays included', async () => {
    const around = new URLSearchParams({ aroundLatLng: toLatLng(SANDTON_CITY), aroundRadius: '1000' });
    expect(objectIds(await searchOne(client, { params: around.toString() }))).toEqual(['unit-1', 'unit-2']);
    const area = new URLSearchParams({
      insideBoundingBox: JSON.stringify([JOHANNESBURG_BOX, DURBAN_BOX]),
      aroundPrecision: JSON.stringify([{ from: 0, value: 50 }]),
    });
    expect(objectIds(await searchOne(client, { params: area.toString() }))).toEqual([
      'unit-1',
      'unit-2',
      'unit-4',
      'unit-8',
    ]);
  });

  it('never matches records without valid coordinates, and never fails on them', async () => {
    const everything = { aroundLatLng: toLatLng(SANDTON_CITY), aroundRadius: 'all' };
    expect((await searchIn(client, 'unlocated', { query: '' })).nbHits).toBe(9);
    expect(await searchIn(client, 'unlocated', everything)).toMatchObject({ nbHits: 0, hits: [] });
    const world = { insideBoundingBox: [[-90, -180, 90, 180]] };
    expect((await searchIn(client, 'unlocated', world)).nbHits).toBe(0);
    // unit-3 has no _geoloc and unit-5 has its coordinates as strings.
    expect(objectIds(await searchOne(client, world))).not.toContain('unit-3');
    expect((await searchOne(client, world)).nbHits).toBe(6);
  });

  it('stops an automatic radius after about 1,000 matching records', async () => {
    const around = { aroundLatLng: toLatLng(SANDTON_CITY), hitsPerPage: 1000 };
    const result = await searchIn(client, 'line', around);
    expect(LINE_POINT_COUNT).toBeGreaterThan(AUTOMATIC_RADIUS_HITS);
    expect(result.nbHits).toBe(AUTOMATIC_RADIUS_HITS);
    expect(result.hits.at(0)?.objectID).toBe('point-0');
    expect(result.hits.at(-1)?.objectID).toBe(`point-${AUTOMATIC_RADIUS_HITS - 1}`);
    // 999 steps of 0.0009° of latitude: about 100 km.
    expect(Number(result.automaticRadius)).toBeCloseTo(99_970, -2);
    // The count is of records matching the query and filters, so a filter widens the circle.
    const offices = await searchIn(client, 'line', { ...around, facetFilters: ['category:Office'] });
    expect(offices.nbHits).toBe(LINE_POINT_COUNT / 2);
    const widened = await searchIn(client, 'line', { ...around, minimumAroundRadius: 150_000 });
    expect(widened).toMatchObject({ nbHits: LINE_POINT_COUNT, automaticRadius: '150000' });
  });
});

describe.each(TRANSPORTS)('malformed geo parameters are a 400 that says what is wrong (%s)', (transport) => {
  const client = createFixtureClient(engine, transport);
  const rejects = (request: Record<string, unknown>, message: string) =>
    expect(searchOne(client, request)).rejects.toMatchObject({ name: 'ApiError', status: 400, message });

  it('rejects a centre that is not "lat,lng" within range', async () => {
    await rejects({ aroundLatLng: 'Sandton' }, 'aroundLatLng: "Sandton" is not a number');
    await rejects(
      { aroundLatLng: '-26.1' },
      'aroundLatLng must be "lat,lng" (for example "-26.1076,28.0567"), got "-26.1"',
    );
    await rejects({ aroundLatLng: '-95,28' }, 'aroundLatLng: latitude -95 is outside -90 to 90');
    await rejects(
      { aroundLatLng: [-26.1, 28] },
      'aroundLatLng must be "lat,lng" (for example "-26.1076,28.0567"), got [-26.1,28]',
    );
  });

  it('rejects radii and precisions that are not whole metres', async () => {
    const centre = { aroundLatLng: toLatLng(SANDTON_CITY) };
    for (const aroundRadius of [0, 1.5, 'far']) {
      await rejects(
        { ...centre, aroundRadius },
        `aroundRadius must be a whole number of metres (1 or more) or "all", got ${JSON.stringify(aroundRadius)}`,
      );
    }
    await rejects(
      { ...centre, minimumAroundRadius: 0 },
      'minimumAroundRadius must be a whole number of metres (1 or more), got 0',
    );
    await rejects(
      { ...centre, aroundPrecision: 'fine' },
      'aroundPrecision must be a whole number of metres or a list of { from, value } ranges',
    );
    await rejects(
      { ...centre, aroundPrecision: [{ from: 0 }] },
      'aroundPrecision ranges must be objects { from, value } of whole metres, from 0 or more',
    );
  });

  it('rejects boxes that are not 4 coordinates each', async () => {
    await rejects(
      { insideBoundingBox: [-26, 28, -27] },
      'insideBoundingBox needs 4 numbers per box (lat1,lng1,lat2,lng2), got a box of 3',
    );
    await rejects(
      { insideBoundingBox: [JOHANNESBURG_BOX, [-26, 28]] },
      'insideBoundingBox needs 4 numbers per box (lat1,lng1,lat2,lng2), got a box of 2',
    );
    await rejects(
      { insideBoundingBox: 'north,east,south,west' },
      'insideBoundingBox: "north" is not a number',
    );
    await rejects(
      { insideBoundingBox: [-26, 200, -27, 29] },
      'insideBoundingBox: longitude 200 is outside -180 to 180',
    );
    await rejects(
      { insideBoundingBox: [[-26, 28, -27, '29']] },
      'insideBoundingBox must hold only numbers, or only arrays of numbers',
    );
    await rejects(
      { insideBoundingBox: [] },
      'insideBoundingBox must be a comma-separated string, an array of numbers or an array of arrays of numbers',
    );
  });

  it('rejects polygons of fewer than 3 points, odd coordinates or too many points', async () => {
    await rejects(
      { insidePolygon: [-26, 28, -27, 29] },
      'insidePolygon needs at least 3 points as lat,lng pairs per polygon, got 4 numbers',
    );
    await rejects(
      { insidePolygon: [[...JOHANNESBURG_TRIANGLE, -26]] },
      'insidePolygon needs at least 3 points as lat,lng pairs per polygon, got 7 numbers',
    );
    const huge = Array.from({ length: (MAX_POLYGON_POINTS + 1) * 2 }, (_, i) => i % 3);
    await rejects(
      { insidePolygon: huge },
      `insidePolygon has ${MAX_POLYGON_POINTS + 1} points, more than the ${MAX_POLYGON_POINTS} allowed`,
    );
  });

  it('checks a parameter that precedence ignores, and refuses aroundLatLngViaIP unless an area overrides it', async () => {
    await rejects(
      { insideBoundingBox: [JOHANNESBURG_BOX], aroundLatLng: 'here' },
      'aroundLatLng: "here" is not a number',
    );
    const viaIp =
      'aroundLatLngViaIP is not supported by this engine (it has no IP geolocation): send aroundLatLng instead';
    await rejects({ aroundLatLngViaIP: true }, viaIp);
    await rejects({ aroundLatLngViaIP: true, aroundLatLng: toLatLng(ROSEBANK) }, viaIp);
    const inBox = await searchOne(client, { aroundLatLngViaIP: true, insideBoundingBox: [JOHANNESBURG_BOX] });
    expect(inBox.nbHits).toBe(3);
  });
});
