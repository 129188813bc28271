import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

export const generateMetadata = () => getContentPageMetadata('fraud-hotline');

export default function FraudHotlinePage() {
  return <ContentPage slug="fraud-hotline" />;
}
