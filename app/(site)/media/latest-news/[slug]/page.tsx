import type { Metadata } from 'next';
import { ArticleView } from '@/components/news/article-view';
import { getArticleMetadata, loadArticle } from '@/lib/news/article-page';

interface LatestNewsArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: LatestNewsArticlePageProps): Promise<Metadata> {
  return getArticleMetadata('NEWS', (await params).slug);
}

export default async function LatestNewsArticlePage({ params }: LatestNewsArticlePageProps) {
  return <ArticleView item={await loadArticle('NEWS', (await params).slug)} />;
}
