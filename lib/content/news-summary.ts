import { buildArticlePath } from '@/lib/format/article-path';
import { NEWS_TYPE_LABELS, type NewsSummary } from './news-types';

/** What the content service's news items and the `news` index's records both say alike. */
export type NewsSummarySource = Pick<
  NewsSummary,
  'slug' | 'type' | 'title' | 'excerpt' | 'publishDate' | 'category'
>;

/** A summary but its card image, whose shape differs by source; the label and path are derived here only. */
export function toNewsSummaryFields(source: NewsSummarySource): Omit<NewsSummary, 'featuredImage'> {
  const { slug, type, title, excerpt, publishDate, category } = source;
  return {
    slug,
    type,
    typeLabel: NEWS_TYPE_LABELS[type],
    title,
    excerpt,
    publishDate,
    category,
    href: buildArticlePath(type, slug),
  };
}
