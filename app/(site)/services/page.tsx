import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

export const generateMetadata = () => getContentPageMetadata('services');

export default function ServicesPage() {
  return <ContentPage slug="services" />;
}
