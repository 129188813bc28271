import type { NewsType } from '@/lib/content/news-types';

/** The list page of each news type; every article lives under its type's list. */
export const NEWS_LIST_PATHS: Record<NewsType, string> = {
  NEWS: '/media/latest-news',
  PUBLICATION: '/media/publications',
  AWARD: '/media/awards',
};

export function buildArticlePath(type: NewsType, slug: string): string {
  return `${NEWS_LIST_PATHS[type]}/${encodeURIComponent(slug)}`;
}
