import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

interface ServicesChildPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ServicesChildPageProps) {
  return getContentPageMetadata(`services/${(await params).slug}`);
}

export default async function ServicesChildPage({ params }: ServicesChildPageProps) {
  return <ContentPage slug={`services/${(await params).slug}`} />;
}
