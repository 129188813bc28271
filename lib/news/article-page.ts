import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isContentError } from '@/lib/content';
import { getNewsItem, getNewsItems } from '@/lib/content/news';
import type { NewsItem, NewsType } from '@/lib/content/news-types';
import { NEWS_LIST_PATHS } from '@/lib/format/article-path';
import { listPathsOrDefer } from '@/lib/rendering/incomplete-render';
import { NOT_FOUND_METADATA } from '@/lib/site-metadata';
import { imageUrlAtWidth, SHARED_IMAGE_WIDTH } from '@/lib/images/loader';

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
      images: [{ url: imageUrlAtWidth(image.src), width: SHARED_IMAGE_WIDTH, height: 800, alt: image.alt }],
    },
  };
}

/** The service's page-size ceiling; every sample type fits in one page. */
const ALL_OF_TYPE = 100;

export function getArticleStaticParams(type: NewsType): Promise<Array<{ slug: string }>> {
  return listPathsOrDefer(`${NEWS_LIST_PATHS[type]}/[slug]`, async () => {
    const { items } = await getNewsItems({ type, first: ALL_OF_TYPE });
    return items.map((item) => ({ slug: item.slug }));
  });
}
