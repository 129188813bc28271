import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata, getSectionChildParams } from '@/lib/content/page-metadata';

export const revalidate = 300;
// Every page of the section is known at build; any other slug is a 404.
export const dynamicParams = false;

interface GroupServicesChildPageProps {
  params: Promise<{ slug: string }>;
}

export const generateStaticParams = () => getSectionChildParams('group-services');

export async function generateMetadata({ params }: GroupServicesChildPageProps) {
  return getContentPageMetadata(`group-services/${(await params).slug}`);
}

export default async function GroupServicesChildPage({ params }: GroupServicesChildPageProps) {
  return <ContentPage slug={`group-services/${(await params).slug}`} />;
}
