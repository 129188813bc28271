import type { Metadata } from 'next';
import { ArticleView } from '@/components/news/article-view';
import { getArticleMetadata, getArticleStaticParams, loadArticle } from '@/lib/news/article-page';

export const revalidate = 300;
// Every article is known at build; any other slug, or another type's slug, is a 404.
export const dynamicParams = false;

interface LatestNewsArticlePageProps {
  params: Promise<{ slug: string }>;
}

export const generateStaticParams = () => getArticleStaticParams('NEWS');

export async function generateMetadata({ params }: LatestNewsArticlePageProps): Promise<Metadata> {
  return getArticleMetadata('NEWS', (await params).slug);
}

export default async function LatestNewsArticlePage({ params }: LatestNewsArticlePageProps) {
  return <ArticleView item={await loadArticle('NEWS', (await params).slug)} />;
}
