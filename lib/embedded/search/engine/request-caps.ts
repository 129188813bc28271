import 'server-only';
import { badRequest } from './errors';
import type { SearchRequest } from './request-params';

/**
 * Bounds a caller sets on what one multi-query request may ask of the engine, tighter than
 * Algolia's own limits (which the engine keeps for every caller): the site applies them to its
 * public route, where anyone may send anything, and not to its own server-side searches.
 */
export interface RequestCaps {
  /** Queries in one request. */
  queries: number;
  /** Hits asked for by all the queries of one request together (their `hitsPerPage`). */
  hits: number;
  /** Points of all the `insidePolygon` shapes of one query together. */
  polygonPoints: number;
  /** Boxes of one query's `insideBoundingBox`. */
  boxes: number;
}

/** Refused first, before any query of the request is read. */
export function checkQueryCount(count: number, caps: RequestCaps): void {
  if (count > caps.queries) {
    throw badRequest(`Too many queries in one request: ${count} (at most ${caps.queries} here)`);
  }
}

/** Each cap in turn, over the request's queries as the engine would run them; the first exceeded is named. */
export function checkRequestCaps(requests: readonly SearchRequest[], caps: RequestCaps): void {
  const hits = requests.reduce(
    (sum, request) => sum + (request.type === 'default' ? request.hitsPerPage : 0),
    0,
  );
  if (hits > caps.hits) {
    throw badRequest(
      `Too many hits asked for in one request: hitsPerPage adds up to ${hits} (at most ${caps.hits} here)`,
    );
  }
  for (const { geo } of requests) {
    const points =
      geo?.kind === 'polygons' ? geo.polygons.reduce((sum, shape) => sum + shape.length / 2, 0) : 0;
    if (points > caps.polygonPoints) {
      throw badRequest(
        `Too many points in insidePolygon: ${points} in one query (at most ${caps.polygonPoints} here)`,
      );
    }
    const boxes = geo?.kind === 'boxes' ? geo.boxes.length : 0;
    if (boxes > caps.boxes) {
      throw badRequest(
        `Too many boxes in insideBoundingBox: ${boxes} in one query (at most ${caps.boxes} here)`,
      );
    }
  }
}
