import type { Metadata } from 'next';
import { ArticleView } from '@/components/news/article-view';
import { getArticleMetadata, getArticleStaticParams, loadArticle } from '@/lib/news/article-page';

// Articles known at build are prerendered; one published later is generated on its first visit.
export const generateStaticParams = () => getArticleStaticParams('NEWS');

interface LatestNewsArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: LatestNewsArticlePageProps): Promise<Metadata> {
  return getArticleMetadata('NEWS', (await params).slug);
}

export default async function LatestNewsArticlePage({ params }: LatestNewsArticlePageProps) {
  return <ArticleView item={await loadArticle('NEWS', (await params).slug)} />;
}
