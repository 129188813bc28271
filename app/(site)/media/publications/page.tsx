import type { Metadata } from 'next';
import { NewsListPage } from '@/components/news/news-list-page';
import { getNewsListMetadata } from '@/lib/news/news-list-metadata';

interface PublicationsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: PublicationsPageProps): Promise<Metadata> {
  return getNewsListMetadata('PUBLICATION', await searchParams);
}

export default function PublicationsPage() {
  return <NewsListPage type="PUBLICATION" />;
}
