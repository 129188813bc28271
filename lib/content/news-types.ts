import type { Document } from '@contentful/rich-text-types';
import type { Image } from './types';

/** App types of news, publications and awards (SPEC §3 News item). Client-safe: no transport here. */

export type NewsType = 'NEWS' | 'PUBLICATION' | 'AWARD';
export type NewsTypeLabel = 'News' | 'Publication' | 'Award';

export const NEWS_TYPE_LABELS: Record<NewsType, NewsTypeLabel> = {
  NEWS: 'News',
  PUBLICATION: 'Publication',
  AWARD: 'Award',
};

export interface NewsAuthor {
  name: string;
  title: string;
  image: Image | null;
  email: string;
  phone: string;
}

/** What a news card needs; search hits carry no image dimensions, so the card image is src and alt only. */
export interface NewsSummary {
  slug: string;
  type: NewsType;
  typeLabel: NewsTypeLabel;
  title: string;
  excerpt: string;
  /** ISO 8601 date-time. */
  publishDate: string;
  category: string;
  featuredImage: Pick<Image, 'src' | 'alt'>;
  href: string;
}

export interface NewsItem extends NewsSummary {
  featuredImage: Image;
  heroImage: Image;
  body: Document;
  /** A validated YouTube video id, or null when the article has no video. */
  youTubeId: string | null;
  author: NewsAuthor | null;
}

export interface NewsItemsPage {
  items: NewsItem[];
  total: number;
}
