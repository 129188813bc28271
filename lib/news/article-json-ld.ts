import type { NewsItem } from '@/lib/content/news-types';
import { imageUrlAtWidth } from '@/lib/images/loader';

/** schema.org NewsArticle of an article page; URLs absolute, as search engines require. */
export function buildArticleJsonLd(
  item: NewsItem,
  brandName: string,
  toAbsoluteUrl: (path: string) => string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.excerpt,
    datePublished: item.publishDate,
    image: [toAbsoluteUrl(imageUrlAtWidth(item.heroImage.src))],
    mainEntityOfPage: toAbsoluteUrl(item.href),
    articleSection: item.category,
    author: item.author
      ? { '@type': 'Person', name: item.author.name, jobTitle: item.author.title }
      : { '@type': 'Organization', name: brandName },
    publisher: { '@type': 'Organization', name: brandName, url: toAbsoluteUrl('/') },
  };
}
