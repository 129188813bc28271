import type { Metadata } from 'next';
import { NewsListPage } from '@/components/news/news-list-page';
import { getNewsListMetadata } from '@/lib/news/news-list-metadata';

interface LatestNewsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: LatestNewsPageProps): Promise<Metadata> {
  return getNewsListMetadata('NEWS', await searchParams);
}

export default function LatestNewsPage() {
  return <NewsListPage type="NEWS" />;
}
