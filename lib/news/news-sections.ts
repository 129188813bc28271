import type { NewsType } from '@/lib/content/news-types';
import { NEWS_LIST_PATHS } from '@/lib/format/article-path';

export interface NewsSection {
  type: NewsType;
  title: string;
  description: string;
  path: string;
}

/** The three lists under /media, in the order the media page shows them. */
export const NEWS_SECTIONS: Record<NewsType, NewsSection> = {
  NEWS: {
    type: 'NEWS',
    title: 'Latest news',
    description: 'News on South African office, industrial and retail property markets, deals and our teams.',
    path: NEWS_LIST_PATHS.NEWS,
  },
  PUBLICATION: {
    type: 'PUBLICATION',
    title: 'Publications',
    description: 'Market reports and research on South African commercial property, free to read.',
    path: NEWS_LIST_PATHS.PUBLICATION,
  },
  AWARD: {
    type: 'AWARD',
    title: 'Awards',
    description: 'Industry awards won by our brokers, researchers, valuers and property managers.',
    path: NEWS_LIST_PATHS.AWARD,
  },
};

export const MEDIA_PATH = '/media';

/** The section whose list lives at `/media/{slug}`. */
export function findNewsSectionBySlug(slug: string): NewsSection | undefined {
  return Object.values(NEWS_SECTIONS).find((section) => section.path === `${MEDIA_PATH}/${slug}`);
}
