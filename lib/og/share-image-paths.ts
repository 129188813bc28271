/**
 * The link-preview images (Open Graph) of shared links: one per search state, per shortlist and
 * per landing page, drawn by the routes under app/og and named in each page's metadata. The
 * search and shortlist ones are as endless as the links they preview, so the cache keeps them
 * within the bound of search pages (lib/cache/bounded-pages.ts). No imports: the proxy reads this.
 */

export const SHARE_IMAGE_PREFIX = '/og';
const SEARCH_IMAGES = `${SHARE_IMAGE_PREFIX}/search/`;
const SHORTLIST_IMAGES = `${SHARE_IMAGE_PREFIX}/shortlist/`;
const LISTING_IMAGES = `${SHARE_IMAGE_PREFIX}/listings`;

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** WhatsApp shows no preview for a larger image. */
export const MAX_SHARE_IMAGE_BYTES = 300 * 1024;

/** The preview of a cached search document, by its path segment (lib/search/search-document.ts). */
export function searchShareImagePath(documentSegment: string): string {
  return `${SEARCH_IMAGES}${documentSegment}`;
}

/** The preview of a shared shortlist, by its canonical id segment. */
export function shortlistShareImagePath(idSegment: string): string {
  return `${SHORTLIST_IMAGES}${idSegment}`;
}

/** The preview of a landing page, by its path (`/to-let/office/johannesburg`; its page left out). */
export function landingShareImagePath(landingPath: string): string {
  return `${LISTING_IMAGES}${landingPath}`;
}

/** True for the previews of searches and shortlists, which count against the bound of search pages. */
export function isBoundedShareImagePath(pathname: string): boolean {
  return pathname.startsWith(SEARCH_IMAGES) || pathname.startsWith(SHORTLIST_IMAGES);
}
