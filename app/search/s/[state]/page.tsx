import type { Metadata } from 'next';
import { SearchPage, searchPageMetadata } from '@/components/search/search-page';
import { readSearchDocumentSegment, searchDocumentKey } from '@/lib/search/search-document';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';

/**
 * The cached /search document of one search state. The proxy rewrites `/search?…` here with the
 * state's canonical key (lib/search/search-document.ts); the visitor's address stays `/search?…`.
 * InstantSearchNext reads request headers, which only `force-static` lets a cached page do; the
 * page itself reads nothing from the request but its key.
 */
export const dynamic = 'force-static';
export const dynamicParams = true;
// It is fresh as long as its listings read (getPropertyCounts, LISTINGS_FRESH_SECONDS) and purged
// with the `listings` tag, like every listing page.

interface CachedSearchPageProps {
  params: Promise<{ state: string }>;
}

/** The search with nothing chosen, the one most visitors open, is ready from the build on. */
export function generateStaticParams(): Array<{ state: string }> {
  return [{ state: searchDocumentKey({ state: DEFAULT_SEARCH_STATE, adjusted: [] }) }];
}

export async function generateMetadata({ params }: CachedSearchPageProps): Promise<Metadata> {
  const document = readSearchDocumentSegment((await params).state);
  // The preview image lives at the document's own key (app/og/search), however the link spelled it.
  return searchPageMetadata(document, encodeURIComponent(searchDocumentKey(document)));
}

export default async function CachedSearchPage({ params }: CachedSearchPageProps) {
  return <SearchPage document={readSearchDocumentSegment((await params).state)} />;
}
