import { toNewsSummaryFields } from '@/lib/content/news-summary';
import type { NewsSummary } from '@/lib/content/news-types';
import type { NewsRecord } from '@/lib/news/news-record';

/** A record of the `news` index as the card shows it. */
export function toNewsSummary(hit: NewsRecord): NewsSummary {
  return {
    ...toNewsSummaryFields(hit),
    featuredImage: { src: hit.featured_image, alt: hit.featured_image_alt },
  };
}
