import type { Page } from '@/lib/content';
import type { NewsSummary, NewsType } from '@/lib/content/news-types';
import { MEDIA_PATH, NEWS_SECTIONS } from '@/lib/news/news-sections';
import { newestDate, type SitemapEntry } from './sitemap';

/** The content page the home page renders; every other page lives at its slug. */
const HOME_PAGE_SLUG = 'home';

/** Content pages that ask to be indexed, at the path their route serves. */
export function buildPageEntries(pages: readonly Page[]): SitemapEntry[] {
  return pages
    .filter((page) => !page.seo.noIndex)
    .map((page) => ({
      path: page.slug === HOME_PAGE_SLUG ? '/' : `/${page.slug}`,
      lastModified: page.updatedAt,
    }));
}

/** /media, each news list and each article; a list changes when an article of its type is published. */
export function buildNewsEntries(items: readonly NewsSummary[]): SitemapEntry[] {
  const newestOfType = new Map<NewsType, string | undefined>();
  let newest: string | undefined;
  for (const item of items) {
    newestOfType.set(item.type, newestDate(newestOfType.get(item.type), item.publishDate));
    newest = newestDate(newest, item.publishDate);
  }
  return [
    { path: MEDIA_PATH, lastModified: newest },
    ...Object.values(NEWS_SECTIONS).map((section) => ({
      path: section.path,
      lastModified: newestOfType.get(section.type),
    })),
    ...items.map((item) => ({ path: item.href, lastModified: item.publishDate })),
  ];
}
