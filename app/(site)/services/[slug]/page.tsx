import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata, getSectionChildParams } from '@/lib/content/page-metadata';

export const revalidate = 300;
// Every page of the section is known at build; any other slug is a 404.
export const dynamicParams = false;

interface ServicesChildPageProps {
  params: Promise<{ slug: string }>;
}

export const generateStaticParams = () => getSectionChildParams('services');

export async function generateMetadata({ params }: ServicesChildPageProps) {
  return getContentPageMetadata(`services/${(await params).slug}`);
}

export default async function ServicesChildPage({ params }: ServicesChildPageProps) {
  return <ContentPage slug={`services/${(await params).slug}`} />;
}
