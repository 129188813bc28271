import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

export const generateMetadata = () => getContentPageMetadata('group-services');

export default function GroupServicesPage() {
  return <ContentPage slug="group-services" />;
}
