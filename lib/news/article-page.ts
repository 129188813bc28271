import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isContentError } from '@/lib/content';
import { getNewsItem } from '@/lib/content/news';
import type { NewsItem, NewsType } from '@/lib/content/news-types';
import { NOT_FOUND_METADATA } from '@/lib/site-metadata';

async function findArticle(type: NewsType, slug: string): Promise<NewsItem | null> {
  try {
    const item = await getNewsItem(slug);
    // An item lives under its own type's section only; elsewhere its slug is unknown.
    return item.type === type ? item : null;
  } catch (error) {
    if (isContentError(error) && error.code === 'not_found') return null;
    throw error;
  }
}

/** The article at a section's slug, or a real 404. */
export async function loadArticle(type: NewsType, slug: string): Promise<NewsItem> {
  const item = await findArticle(type, slug);
  if (!item) notFound();
  return item;
}

export async function getArticleMetadata(type: NewsType, slug: string): Promise<Metadata> {
  const item = await findArticle(type, slug).catch(() => null);
  if (!item) return NOT_FOUND_METADATA;
  const image = item.heroImage;
  return {
    title: item.title,
    description: item.excerpt,
    alternates: { canonical: item.href },
    openGraph: {
      type: 'article',
      url: item.href,
      title: item.title,
      description: item.excerpt,
      publishedTime: item.publishDate,
      images: [{ url: `${image.src}?w=1200`, width: 1200, height: 800, alt: image.alt }],
    },
  };
}
