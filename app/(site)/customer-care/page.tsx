import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

export const generateMetadata = () => getContentPageMetadata('customer-care');

export default function CustomerCarePage() {
  return <ContentPage slug="customer-care" />;
}
