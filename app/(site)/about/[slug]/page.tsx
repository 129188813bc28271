import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata, getSectionChildParams } from '@/lib/content/page-metadata';

export const revalidate = 300;
// Every page of the section is known at build; any other slug is a 404.
export const dynamicParams = false;

interface AboutChildPageProps {
  params: Promise<{ slug: string }>;
}

export const generateStaticParams = () => getSectionChildParams('about');

export async function generateMetadata({ params }: AboutChildPageProps) {
  return getContentPageMetadata(`about/${(await params).slug}`);
}

export default async function AboutChildPage({ params }: AboutChildPageProps) {
  return <ContentPage slug={`about/${(await params).slug}`} />;
}
