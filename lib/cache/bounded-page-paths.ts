import { isNewsSearchDocumentPath } from '@/lib/news/news-search-document';
import { isBoundedShareImagePath } from '@/lib/og/share-image-paths';
import { isSearchDocumentPath } from '@/lib/search/search-document';
import { shortlistSegmentOf } from '@/lib/shortlist/listing-id';

/**
 * What endless addresses make, one cache entry each, kept to SEARCH_CACHE_ENTRIES between them
 * (bounded-pages.ts): the documents of searches (one per state asked for), shared shortlists (one
 * per list of ids) and the link previews of both.
 */
export function isBoundedPagePath(path: string): boolean {
  return (
    isSearchDocumentPath(path) ||
    isNewsSearchDocumentPath(path) ||
    shortlistSegmentOf(path) !== undefined ||
    isBoundedShareImagePath(path)
  );
}
