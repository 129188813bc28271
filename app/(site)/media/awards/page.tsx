import type { Metadata } from 'next';
import { NewsListPage } from '@/components/news/news-list-page';
import { getNewsListMetadata } from '@/lib/news/news-list-metadata';

interface AwardsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: AwardsPageProps): Promise<Metadata> {
  return getNewsListMetadata('AWARD', await searchParams);
}

export default function AwardsPage() {
  return <NewsListPage type="AWARD" />;
}
