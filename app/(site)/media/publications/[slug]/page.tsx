import type { Metadata } from 'next';
import { ArticleView } from '@/components/news/article-view';
import { getArticleMetadata, loadArticle } from '@/lib/news/article-page';

interface PublicationsArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: PublicationsArticlePageProps): Promise<Metadata> {
  return getArticleMetadata('PUBLICATION', (await params).slug);
}

export default async function PublicationsArticlePage({ params }: PublicationsArticlePageProps) {
  return <ArticleView item={await loadArticle('PUBLICATION', (await params).slug)} />;
}
