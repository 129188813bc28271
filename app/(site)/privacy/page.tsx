import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

export const generateMetadata = () => getContentPageMetadata('privacy');

export default function PrivacyPage() {
  return <ContentPage slug="privacy" />;
}
