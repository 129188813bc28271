import type { Metadata } from 'next';
import { ArticleView } from '@/components/news/article-view';
import { getArticleMetadata, getArticleStaticParams, loadArticle } from '@/lib/news/article-page';

export const revalidate = 300;
// Every article is known at build; any other slug, or another type's slug, is a 404.
export const dynamicParams = false;

interface PublicationsArticlePageProps {
  params: Promise<{ slug: string }>;
}

export const generateStaticParams = () => getArticleStaticParams('PUBLICATION');

export async function generateMetadata({ params }: PublicationsArticlePageProps): Promise<Metadata> {
  return getArticleMetadata('PUBLICATION', (await params).slug);
}

export default async function PublicationsArticlePage({ params }: PublicationsArticlePageProps) {
  return <ArticleView item={await loadArticle('PUBLICATION', (await params).slug)} />;
}
