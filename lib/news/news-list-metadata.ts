import type { Metadata } from 'next';
import type { NewsType } from '@/lib/content/news-types';
import type { RawQueryParams } from '@/lib/url/query-params';
import { hasNewsParams } from './news-url-state';
import { NEWS_SECTIONS } from './news-sections';

/** Title, description and canonical of a news list; searched variations are crawled, not indexed. */
export function getNewsListMetadata(type: NewsType, params: RawQueryParams): Metadata {
  const section = NEWS_SECTIONS[type];
  return {
    title: section.title,
    description: section.description,
    alternates: { canonical: section.path },
    robots: hasNewsParams(params) ? { index: false, follow: true } : undefined,
  };
}
