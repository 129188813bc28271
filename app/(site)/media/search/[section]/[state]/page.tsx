import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IncompleteRender } from '@/components/layout/incomplete-render';
import { NewsList } from '@/components/news/news-list';
import { NewsListPage } from '@/components/news/news-list-page';
import { getNewsItems } from '@/lib/content/news';
import { readNewsSearchSegment } from '@/lib/news/news-search-document';
import { findNewsSectionBySlug } from '@/lib/news/news-sections';
import { getNewsListMetadata } from '@/lib/news/news-list-metadata';

/**
 * The cached document of one search of a news list. The proxy rewrites `/media/{section}?…` here
 * with the search's canonical key (lib/news/news-search-document.ts); the visitor's address stays
 * the list's own. The page reads nothing from the request but its key, and is whole in its HTML
 * (components/news/news-list.tsx): no search runs in the browser. It reads the list's newest
 * item, which tags it `content:news`: a publish purges every cached search of the lists with the
 * lists themselves. Without that read (the content service down) it is served but not kept.
 */
export const dynamic = 'force-static';
export const dynamicParams = true;

interface CachedNewsSearchPageProps {
  params: Promise<{ section: string; state: string }>;
}

/** Searches are cached as they are asked for; none is known at build time. */
export function generateStaticParams(): Array<{ section: string; state: string }> {
  return [];
}

export async function generateMetadata({ params }: CachedNewsSearchPageProps): Promise<Metadata> {
  const section = findNewsSectionBySlug((await params).section);
  if (!section) return {};
  // Every URL that reaches this route carries a search: crawled, never indexed.
  return { ...getNewsListMetadata(section.type, {}), robots: { index: false, follow: true } };
}

export default async function CachedNewsSearchPage({ params }: CachedNewsSearchPageProps) {
  const { section: slug, state } = await params;
  const section = findNewsSectionBySlug(slug);
  if (!section) notFound();
  const newest = await getNewsItems({ type: section.type, first: 1 }).catch(() => null);
  return (
    <NewsListPage type={section.type}>
      {newest === null && <IncompleteRender reason="news list unavailable" />}
      <NewsList type={section.type} route={readNewsSearchSegment(state)} />
    </NewsListPage>
  );
}
