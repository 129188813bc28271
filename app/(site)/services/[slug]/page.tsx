import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata, getSectionChildParams } from '@/lib/content/page-metadata';

// Pages of the section known at build are prerendered; one published later is generated on its first visit.
export const generateStaticParams = () => getSectionChildParams('services');

interface ServicesChildPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ServicesChildPageProps) {
  return getContentPageMetadata(`services/${(await params).slug}`);
}

export default async function ServicesChildPage({ params }: ServicesChildPageProps) {
  return <ContentPage slug={`services/${(await params).slug}`} />;
}
