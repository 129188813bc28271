import { z } from 'zod';

/**
 * Tags on Next's data cache. A publish in the CMS purges its content type, a listing sync purges
 * every listing or one property; `POST /api/revalidate` accepts exactly these.
 */
export const CONTENT_TAGS = {
  pages: 'content:pages',
  news: 'content:news',
  chrome: 'content:chrome',
} as const;
export const LISTINGS_TAG = 'listings';
/**
 * The link previews of searches and shortlists in the data cache (lib/og/share-preview-cache.ts): the
 * cache handler keeps them within PREVIEW_CACHE_ENTRIES of their own. Not a tag anyone purges.
 */
export const SHARE_PREVIEWS_TAG = 'share-previews';

const PROPERTY_TAG_PREFIX = 'property:';

export function propertyTag(propertySlug: string): string {
  return `${PROPERTY_TAG_PREFIX}${propertySlug}`;
}

const PROPERTY_TAG = /^property:[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KNOWN_TAGS = new Set<string>([...Object.values(CONTENT_TAGS), LISTINGS_TAG]);

export const cacheTagSchema = z
  .string()
  .max(200)
  .refine((tag) => KNOWN_TAGS.has(tag) || PROPERTY_TAG.test(tag), {
    message: `must be one of ${[...KNOWN_TAGS].join(', ')} or ${PROPERTY_TAG_PREFIX}{property slug}`,
  });

/**
 * How long a read, and the cached pages built from it, stays fresh; after it, the next visit
 * refreshes it in the background. A publish or a sync purges at once (POST /api/revalidate), so
 * these only bound how stale a page gets when a purge is missed.
 */
export const CONTENT_FRESH_SECONDS = 3600;
export const LISTINGS_FRESH_SECONDS = 3600;
