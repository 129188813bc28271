/**
 * The link-preview images (Open Graph) of shared links: one per search state, per shortlist and
 * per landing page, drawn by the routes under app/og and named in each page's metadata, and the
 * site's generic card for a link that has none of its own. The search and shortlist ones are as
 * endless as the links they preview, so the cache keeps them within a bound of their own
 * (lib/og/share-preview-cache.ts).
 */

export const SHARE_IMAGE_PREFIX = '/og';
const SEARCH_IMAGES = `${SHARE_IMAGE_PREFIX}/search/`;
const SHORTLIST_IMAGES = `${SHARE_IMAGE_PREFIX}/shortlist/`;
const LISTING_IMAGES = `${SHARE_IMAGE_PREFIX}/listings`;
/** The site's generic card: what a link shows that names no search or shortlist the index knows. */
export const GENERIC_SHARE_IMAGE_PATH = `${SHARE_IMAGE_PREFIX}/card`;

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** WhatsApp shows no preview for a larger image. */
export const MAX_SHARE_IMAGE_BYTES = 300 * 1024;

/** The preview of a cached search document, by its path segment (lib/search/search-document.ts). */
export function searchShareImagePath(documentSegment: string): string {
  return `${SEARCH_IMAGES}${documentSegment}`;
}

/** The preview of a shared shortlist, by its id segment in preview order (lib/shortlist/listing-id.ts). */
export function shortlistShareImagePath(idSegment: string): string {
  return `${SHORTLIST_IMAGES}${idSegment}`;
}

/** The preview of a landing page, by its path (`/to-let/office/johannesburg`; its page left out). */
export function landingShareImagePath(landingPath: string): string {
  return `${LISTING_IMAGES}${landingPath}`;
}
