import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata, getSectionChildParams } from '@/lib/content/page-metadata';

// Pages of the section known at build are prerendered; one published later is generated on its first visit.
export const generateStaticParams = () => getSectionChildParams('about');

interface AboutChildPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: AboutChildPageProps) {
  return getContentPageMetadata(`about/${(await params).slug}`);
}

export default async function AboutChildPage({ params }: AboutChildPageProps) {
  return <ContentPage slug={`about/${(await params).slug}`} />;
}
