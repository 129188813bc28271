import type { Metadata } from 'next';
import { SearchPage, searchPageMetadata } from '@/components/search/search-page';
import { readSearchDocument } from '@/lib/search/search-document';

/**
 * A search too long to cache (lib/search/search-document.ts), rendered per request. Every other
 * search is rewritten by the proxy to its cached document, `s/[state]`.
 */
interface SearchPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  return searchPageMetadata(readSearchDocument(await searchParams));
}

export default async function UncachedSearchPage({ searchParams }: SearchPageProps) {
  return <SearchPage document={readSearchDocument(await searchParams)} />;
}
