import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsListPage } from '@/components/news/news-list-page';
import { NewsList } from '@/components/news/news-list';
import { findNewsSectionBySlug } from '@/lib/news/news-sections';
import { getNewsListMetadata } from '@/lib/news/news-list-metadata';
import { parseNewsParams } from '@/lib/news/news-url-state';

/**
 * A news list with a search in its URL too long to cache, rendered per request. next.config.ts
 * rewrites `/media/{section}?query=…` here (lib/news/news-search-route.ts) when the proxy has not
 * sent it to its cached document (lib/news/news-search-document.ts), so the address the visitor
 * sees stays the list's own.
 */
interface NewsSearchPageProps {
  params: Promise<{ section: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: NewsSearchPageProps): Promise<Metadata> {
  const section = findNewsSectionBySlug((await params).section);
  if (!section) return {};
  // Every URL that reaches this route carries a search: crawled, never indexed.
  return { ...getNewsListMetadata(section.type, await searchParams), robots: { index: false, follow: true } };
}

export default async function NewsSearchPage({ params, searchParams }: NewsSearchPageProps) {
  const section = findNewsSectionBySlug((await params).section);
  if (!section) notFound();
  return (
    <NewsListPage type={section.type}>
      <NewsList type={section.type} route={parseNewsParams(await searchParams)} />
    </NewsListPage>
  );
}
