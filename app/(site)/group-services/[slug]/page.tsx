import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata, getSectionChildParams } from '@/lib/content/page-metadata';

// Pages of the section known at build are prerendered; one published later is generated on its first visit.
export const generateStaticParams = () => getSectionChildParams('group-services');

interface GroupServicesChildPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: GroupServicesChildPageProps) {
  return getContentPageMetadata(`group-services/${(await params).slug}`);
}

export default async function GroupServicesChildPage({ params }: GroupServicesChildPageProps) {
  return <ContentPage slug={`group-services/${(await params).slug}`} />;
}
