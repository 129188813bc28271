import type { Metadata } from 'next';
import { NewsList } from '@/components/news/news-list';
import { NewsListPage } from '@/components/news/news-list-page';
import { getNewsListMetadata } from '@/lib/news/news-list-metadata';

// The list without a search; proxy.ts sends a URL with one to app/(site)/media/search/[section].
export const metadata: Metadata = getNewsListMetadata('AWARD', {});

export default function AwardsPage() {
  return (
    <NewsListPage type="AWARD">
      <NewsList type="AWARD" />
    </NewsListPage>
  );
}
