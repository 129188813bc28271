/**
 * How a shortlist names a listing, in the browser's storage and in a shared link's path: the
 * property's web ref in lower case (`rc-10423`), and for a unit its slug after a dot
 * (`rc-10423.g01`). Web refs are what brochures print and `/ref/{webRef}` resolves; messengers
 * strip query strings and lower-case addresses, so ids live in the path and ignore case.
 */

/** The most listings a shortlist keeps; a shared link names at most as many. */
export const MAX_SHORTLIST = 12;
/** The most listings compared side by side. */
export const MAX_COMPARE = 4;
/**
 * The longest id list a shared link carries. Twelve ids of real listings take about 120
 * characters; a segment this long is a hand-made one, and a cache key must stay short (Next writes
 * it to disk as a file name).
 */
export const MAX_SHORTLIST_SEGMENT_LENGTH = 240;

export const SHORTLIST_PATH = '/shortlist';

const ID_SEPARATOR = ',';
const UNIT_SEPARATOR = '.';
const WEB_REF = /^[a-z]{1,5}-?\d{1,8}$/;
const UNIT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_UNIT_SLUG_LENGTH = 120;

export interface ListingRef {
  /** The web ref in lower case. */
  webRef: string;
  /** Set for a unit: its slug, as in the unit page's path. */
  unitSlug: string | null;
}

export function toListingId(webRef: string, unitSlug?: string | null): string {
  const ref = webRef.toLowerCase();
  return unitSlug ? `${ref}${UNIT_SEPARATOR}${unitSlug}` : ref;
}

/** The listing an id names, or null for text that is not an id (case is ignored). */
export function parseListingId(text: string): ListingRef | null {
  const lowered = text.toLowerCase();
  const dot = lowered.indexOf(UNIT_SEPARATOR);
  const webRef = dot === -1 ? lowered : lowered.slice(0, dot);
  const unitSlug = dot === -1 ? null : lowered.slice(dot + 1);
  if (!WEB_REF.test(webRef)) return null;
  if (unitSlug !== null && (unitSlug.length > MAX_UNIT_SLUG_LENGTH || !UNIT_SLUG.test(unitSlug))) return null;
  return { webRef, unitSlug };
}

export function isListingId(text: string): boolean {
  const ref = parseListingId(text);
  return ref !== null && toListingId(ref.webRef, ref.unitSlug) === text;
}

export type ShortlistSegment =
  | {
      kind: 'ok';
      ids: string[];
      /** The path segment of these ids as the site writes it: lower case, no repeats. */
      canonical: string;
    }
  | { kind: 'invalid'; reason: string };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The ids of a shared link's path segment (`rc-10423,rc-10500.g01`), in order, repeats dropped;
 * or why it names no shortlist. Never throws: the segment is whatever anyone typed.
 */
export function parseShortlistSegment(segment: string): ShortlistSegment {
  const decoded = decodeSegment(segment);
  if (decoded === null) return { kind: 'invalid', reason: 'The link is malformed.' };
  if (decoded.length > MAX_SHORTLIST_SEGMENT_LENGTH) {
    return { kind: 'invalid', reason: 'The link is too long to be a shortlist.' };
  }
  const parts = decoded.split(ID_SEPARATOR);
  const ids: string[] = [];
  for (const part of parts) {
    const ref = parseListingId(part);
    if (!ref) return { kind: 'invalid', reason: 'The link names something that is not a listing.' };
    const id = toListingId(ref.webRef, ref.unitSlug);
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > MAX_SHORTLIST) {
    return { kind: 'invalid', reason: `A shortlist holds at most ${MAX_SHORTLIST} listings.` };
  }
  return { kind: 'ok', ids, canonical: ids.join(ID_SEPARATOR) };
}

/**
 * The id segment of a shortlist's link preview: its ids sorted, so the twelve picks of a list in any
 * order share one preview (one drawing, one cache entry) instead of one per order.
 */
export function previewShortlistSegment(ids: readonly string[]): string {
  return [...ids].sort().join(ID_SEPARATOR);
}

/** `/shortlist/{ids}`: the address of a shared shortlist. */
export function buildShortlistPath(ids: readonly string[]): string {
  return `${SHORTLIST_PATH}/${ids.join(ID_SEPARATOR)}`;
}

/** The id segment of a shared shortlist's path, or undefined for any other path. */
export function shortlistSegmentOf(pathname: string): string | undefined {
  const prefix = `${SHORTLIST_PATH}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const segment = pathname.slice(prefix.length);
  return segment === '' || segment.includes('/') ? undefined : segment;
}
