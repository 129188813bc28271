import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

interface GroupServicesChildPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: GroupServicesChildPageProps) {
  return getContentPageMetadata(`group-services/${(await params).slug}`);
}

export default async function GroupServicesChildPage({ params }: GroupServicesChildPageProps) {
  return <ContentPage slug={`group-services/${(await params).slug}`} />;
}
