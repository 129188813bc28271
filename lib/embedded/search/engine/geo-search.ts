import 'server-only';
import { remember } from './bounded-cache';
import type { RecordMask } from './filter-compile';
import { computeDistances } from './geo-distance';
import { computeBoxMask, computePolygonMask, computeRadiusMask } from './geo-filter';
import type { AroundFilter, GeoFilter } from './geo-params';
import { computeAutomaticRadius } from './geo-radius';
import type { DistanceRanking } from './geo-ranking';
import type { BuiltIndex } from './index-build';
import type { TextMatch } from './text-retrieval';

/** What a search around a point adds: ranking by distance and the response's `aroundLatLng`/`automaticRadius`. */
export interface AroundResolution extends DistanceRanking {
  aroundLatLng: string;
  automaticRadius: number | null;
}

/** The geo part of one request, resolved against an index. */
export interface GeoResolution {
  /** The records the geo parameters let through; a record without a valid `_geoloc` never passes. */
  mask: RecordMask;
  /** Names `mask` in the whole-filter cache. */
  key: string;
  around: AroundResolution | null;
}

function resolveAround(
  index: BuiltIndex,
  filter: AroundFilter,
  match: TextMatch | null,
  filterMask: RecordMask | null,
): GeoResolution {
  const { geoDistances, geoMasks, limit } = index.caches;
  const { center, radius } = filter;
  const aroundLatLng = `${center.lat},${center.lng}`;
  const reach = typeof radius === 'number' ? radius : Number.POSITIVE_INFINITY;
  // InstantSearch sends one centre with every query of a batch and again on every keystroke.
  const distances = remember(geoDistances, limit, `${aroundLatLng}:${reach}`, () =>
    computeDistances(index.geo, center, reach),
  );
  const automaticRadius =
    radius === 'automatic'
      ? computeAutomaticRadius(distances, match, filterMask, filter.minimumRadius)
      : null;
  const cut = automaticRadius ?? reach;
  const key = `around:${aroundLatLng}:${cut}`;
  return {
    key,
    mask: remember(geoMasks, limit, key, () => computeRadiusMask(distances, cut)),
    around: { distances, precision: filter.precision, aroundLatLng, automaticRadius },
  };
}

/**
 * The records a geo filter lets through, cached per shape (or per centre and radius). `match` and `filterMask`
 * matter only for the automatic radius, which depends on how many records match the rest of the request.
 */
export function resolveGeo(
  index: BuiltIndex,
  filter: GeoFilter,
  match: TextMatch | null,
  filterMask: RecordMask | null,
): GeoResolution {
  if (filter.kind === 'around') return resolveAround(index, filter, match, filterMask);
  const key = JSON.stringify(filter);
  const mask = remember(index.caches.geoMasks, index.caches.limit, key, () =>
    filter.kind === 'boxes'
      ? computeBoxMask(index.geo, filter.boxes)
      : computePolygonMask(index.geo, filter.polygons),
  );
  return { key, mask, around: null };
}
