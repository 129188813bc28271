import type { Metadata } from 'next';
import { ArticleView } from '@/components/news/article-view';
import { getArticleMetadata, getArticleStaticParams, loadArticle } from '@/lib/news/article-page';

export const revalidate = 300;
// Every article is known at build; any other slug, or another type's slug, is a 404.
export const dynamicParams = false;

interface AwardsArticlePageProps {
  params: Promise<{ slug: string }>;
}

export const generateStaticParams = () => getArticleStaticParams('AWARD');

export async function generateMetadata({ params }: AwardsArticlePageProps): Promise<Metadata> {
  return getArticleMetadata('AWARD', (await params).slug);
}

export default async function AwardsArticlePage({ params }: AwardsArticlePageProps) {
  return <ArticleView item={await loadArticle('AWARD', (await params).slug)} />;
}
