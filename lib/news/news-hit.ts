import { toNewsSummaryFields } from '@/lib/content/news-summary';
import type { NewsSummary } from '@/lib/content/news-types';
import type { NewsRecord } from '@/lib/news/news-record';

/**
 * What a card reads of a `news` record: a search asks for these alone. The rest (the article's
 * text, for one) is there to be searched, and would triple what a page of results weighs.
 */
export const NEWS_CARD_ATTRIBUTES = [
  'slug',
  'type',
  'title',
  'excerpt',
  'publishDate',
  'category',
  'featured_image',
  'featured_image_alt',
] as const satisfies readonly (keyof NewsRecord)[];

/** A record of the `news` index as the card shows it. */
export function toNewsSummary(hit: NewsRecord): NewsSummary {
  return {
    ...toNewsSummaryFields(hit),
    featuredImage: { src: hit.featured_image, alt: hit.featured_image_alt },
  };
}
