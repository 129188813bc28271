import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

interface AboutChildPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: AboutChildPageProps) {
  return getContentPageMetadata(`about/${(await params).slug}`);
}

export default async function AboutChildPage({ params }: AboutChildPageProps) {
  return <ContentPage slug={`about/${(await params).slug}`} />;
}
