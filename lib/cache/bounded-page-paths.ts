import { isNewsSearchDocumentPath } from '@/lib/news/news-search-document';
import { isSearchDocumentPath } from '@/lib/search/search-document';
import { shortlistSegmentOf } from '@/lib/shortlist/listing-id';
import { SHARE_PREVIEWS_TAG } from './tags';

/**
 * What endless addresses make, one cache entry each, kept to SEARCH_CACHE_ENTRIES between them
 * (bounded-pages.ts): the documents of searches (one per state asked for) and shared shortlists (one
 * per list of ids).
 */
export function isBoundedPagePath(path: string): boolean {
  return (
    isSearchDocumentPath(path) || isNewsSearchDocumentPath(path) || shortlistSegmentOf(path) !== undefined
  );
}

/**
 * The link previews of searches and shortlists, as endless as the links they preview: data cache
 * entries Next hands the handler with their tags, kept to PREVIEW_CACHE_ENTRIES of their own, so no
 * number of previews can push a search page out.
 */
export function isSharePreviewEntry(_path: string, ctx: unknown): boolean {
  const tags = (ctx as { tags?: unknown } | null)?.tags;
  return Array.isArray(tags) && tags.includes(SHARE_PREVIEWS_TAG);
}
