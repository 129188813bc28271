import { NEWS_TYPE_LABELS, type NewsSummary } from '@/lib/content/news-types';
import { buildArticlePath } from '@/lib/format/article-path';
import type { NewsRecord } from '@/lib/news/news-record';

/** A record of the `news` index as the card shows it. */
export function toNewsSummary(hit: NewsRecord): NewsSummary {
  return {
    slug: hit.slug,
    type: hit.type,
    typeLabel: NEWS_TYPE_LABELS[hit.type],
    title: hit.title,
    excerpt: hit.excerpt,
    publishDate: hit.publishDate,
    category: hit.category,
    featuredImage: { src: hit.featured_image, alt: hit.featured_image_alt },
    href: buildArticlePath(hit.type, hit.slug),
  };
}
