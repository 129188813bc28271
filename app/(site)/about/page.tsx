import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

export const generateMetadata = () => getContentPageMetadata('about');

export default function AboutPage() {
  return <ContentPage slug="about" />;
}
