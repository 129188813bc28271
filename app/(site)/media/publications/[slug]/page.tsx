import type { Metadata } from 'next';
import { ArticleView } from '@/components/news/article-view';
import { getArticleMetadata, getArticleStaticParams, loadArticle } from '@/lib/news/article-page';

// Articles known at build are prerendered; one published later is generated on its first visit.
export const generateStaticParams = () => getArticleStaticParams('PUBLICATION');

interface PublicationsArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: PublicationsArticlePageProps): Promise<Metadata> {
  return getArticleMetadata('PUBLICATION', (await params).slug);
}

export default async function PublicationsArticlePage({ params }: PublicationsArticlePageProps) {
  return <ArticleView item={await loadArticle('PUBLICATION', (await params).slug)} />;
}
