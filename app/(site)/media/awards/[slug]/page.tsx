import type { Metadata } from 'next';
import { ArticleView } from '@/components/news/article-view';
import { getArticleMetadata, getArticleStaticParams, loadArticle } from '@/lib/news/article-page';

// Articles known at build are prerendered; one published later is generated on its first visit.
export const generateStaticParams = () => getArticleStaticParams('AWARD');

interface AwardsArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: AwardsArticlePageProps): Promise<Metadata> {
  return getArticleMetadata('AWARD', (await params).slug);
}

export default async function AwardsArticlePage({ params }: AwardsArticlePageProps) {
  return <ArticleView item={await loadArticle('AWARD', (await params).slug)} />;
}
